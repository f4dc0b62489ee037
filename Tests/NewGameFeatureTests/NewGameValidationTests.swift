import DataManaging
import GameModels
import NewGameFeature
import NewGameFeatureMocks
import Testing

@MainActor
@Suite("New Career validation")
struct NewGameValidationTests {
    /// The field leaves out refused characters and cuts at the limit, so a blank name is all Start can refuse.
    nonisolated static let invalidNames: [(name: String, problem: String)] = [
        ("", "must not be empty"),
        ("   ", "must not be empty"),
        ("\u{1B}2_", "must not be empty"),
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

    @Test("a name field takes exactly what Start accepts: refused characters and the overflow are left out, and it says so")
    func fieldTakesWhatStartAccepts() async {
        let harness = NewGameHarness()
        harness.fill(firstName: "R2-D2 ", lastName: "Whistle", club: NewGameFixtures.club)
        harness.focus(.firstName)
        #expect(harness.interactor.viewModel.firstName.value == "R-D ")
        #expect(harness.interactor.viewModel.firstName.error == "Left out 2 characters: a name takes letters, spaces, ' . and - only")

        harness.interactor.type("\u{1B}[31m")
        #expect(harness.interactor.viewModel.firstName.value == "R-D m")
        #expect(harness.interactor.viewModel.firstName.error == "Left out 4 characters: a name takes letters, spaces, ' . and - only")

        harness.interactor.type(String(repeating: "b", count: 60))
        #expect(harness.interactor.viewModel.firstName.value.count == CoachNameRule.maximumLength)
        #expect(harness.interactor.viewModel.firstName.error == "Cut at 24 characters, the most it holds")

        // Whatever the field holds, Start takes it.
        harness.focus(.startCareer)
        await harness.interactor.activate()
        #expect(harness.interactor.viewModel.firstName.error == nil)
        #expect(harness.createCalls == 1)
    }

    @Test("a character the field takes clears the note about one it left out")
    func allowedTypingClearsTheNote() {
        let harness = NewGameHarness()
        harness.interactor.type("7")
        #expect(harness.interactor.viewModel.firstName.error == "Left out 1 character: a name takes letters, spaces, ' . and - only")
        harness.interactor.type("Zoë")
        #expect(harness.interactor.viewModel.firstName.value == "Zoë")
        #expect(harness.interactor.viewModel.firstName.error == nil)
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
