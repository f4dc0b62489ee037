import DataManaging
import GameModels
import NewGameFeature
import NewGameFeatureMocks
import Testing

@MainActor
@Suite("New Career validation")
struct NewGameValidationTests {
    nonisolated static let invalidNames: [(name: String, problem: String)] = [
        ("", "must not be empty"),
        ("   ", "must not be empty"),
        (String(repeating: "a", count: CoachNameRule.maximumLength + 1),
         "is longer than \(CoachNameRule.maximumLength) characters"),
        ("R2D2", "may hold only letters, spaces, apostrophes, dots and hyphens"),
        ("Ada_", "may hold only letters, spaces, apostrophes, dots and hyphens"),
    ]

    @Test("an invalid first name is shown under the field and nothing is created",
          arguments: invalidNames)
    func invalidFirstName(name: String, problem: String) async {
        let harness = NewGameHarness()
        harness.fill(firstName: name, lastName: "Whistle", club: NewGameFixtures.club)

        await harness.interactor.activate()

        let model = harness.interactor.viewModel
        #expect(model.firstName.error == "First name \(problem)")
        #expect(model.lastName.error == nil)
        #expect(model.clubSelector.error == nil)
        #expect(harness.createCalls == 0)
        #expect(harness.delegate.calls.isEmpty)
    }

    @Test("an invalid last name is shown under the field and nothing is created",
          arguments: invalidNames)
    func invalidLastName(name: String, problem: String) async {
        let harness = NewGameHarness()
        harness.fill(firstName: "Ada", lastName: name, club: NewGameFixtures.club)

        await harness.interactor.activate()

        #expect(harness.interactor.viewModel.lastName.error == "Last name \(problem)")
        #expect(harness.interactor.viewModel.firstName.error == nil)
        #expect(harness.createCalls == 0)
    }

    @Test("a missing club asks for one and nothing is created")
    func missingClub() async {
        let harness = NewGameHarness()
        harness.fill(firstName: "Ada", lastName: "Whistle", club: nil)

        await harness.interactor.activate()

        #expect(harness.interactor.viewModel.clubSelector.error == "Choose a club first")
        #expect(harness.createCalls == 0)
        #expect(harness.delegate.calls.isEmpty)
    }

    @Test("every broken field reports its own error at once")
    func allErrorsAtOnce() async {
        let harness = NewGameHarness()
        harness.focus(.startCareer)

        await harness.interactor.activate()

        let model = harness.interactor.viewModel
        #expect(model.firstName.error == "First name must not be empty")
        #expect(model.lastName.error == "Last name must not be empty")
        #expect(model.clubSelector.error == "Choose a club first")
        #expect(harness.createCalls == 0)
    }

    @Test("input past the limit is kept a little over it, so it is reported rather than cut")
    func overLongInputIsReported() async {
        let harness = NewGameHarness()
        harness.fill(firstName: String(repeating: "b", count: 60), lastName: "Whistle", club: NewGameFixtures.club)

        #expect(harness.interactor.viewModel.firstName.value.count == NewGameInteractor.inputLimit)
        await harness.interactor.activate()

        #expect(harness.interactor.viewModel.firstName.error == "First name is longer than 24 characters")
        #expect(harness.createCalls == 0)
    }

    @Test("editing a field clears its error; picking a club clears the club error")
    func editingClearsErrors() async {
        let harness = NewGameHarness()
        harness.focus(.startCareer)
        await harness.interactor.activate()

        harness.focus(.firstName)
        harness.interactor.type("A")
        harness.interactor.didPickTeam(NewGameFixtures.club)

        let model = harness.interactor.viewModel
        #expect(model.firstName.error == nil)
        #expect(model.lastName.error == "Last name must not be empty")
        #expect(model.clubSelector.error == nil)
    }
}
