import DataManaging
import GameModels
import NewGameFeature
import NewGameFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("New Career interactor")
struct NewGameInteractorTests {
    @Test("a valid form creates the career with trimmed names, the club and the seed, then tells the delegate")
    func createsCareer() async {
        let harness = NewGameHarness(seed: 9_001)
        harness.fill(firstName: "  Ada ", lastName: "\tWhistle  ", club: NewGameFixtures.club)

        await harness.interactor.activate()

        #expect(harness.dataManager.createNewCareerRequests == [
            CreateNewCareerRequest(coachFirstName: "Ada", coachLastName: "Whistle", teamId: "team-1",
                                   worldSeed: 9_001, slot: nil),
        ])
        #expect(harness.delegate.calls == [.didCreateCareer(Fixtures.createdCareer)])
        #expect(harness.interactor.viewModel.formError == nil)
    }

    @Test("a data error is shown as one line and the delegate hears nothing")
    func dataErrorShown() async {
        let harness = NewGameHarness()
        harness.dataManager.createNewCareerResult = .failure(.slotTaken("career-1"))
        harness.fill(firstName: "Ada", lastName: "Whistle", club: NewGameFixtures.club)

        await harness.interactor.activate()

        #expect(harness.interactor.viewModel.formError == "career slot 'career-1' is already in use")
        #expect(harness.delegate.calls.isEmpty)
        #expect(harness.createCalls == 1)
    }

    @Test("a later successful start clears the data error")
    func retryClearsDataError() async {
        let harness = NewGameHarness()
        harness.dataManager.createNewCareerResult = .failure(.storage("disk full"))
        harness.fill(firstName: "Ada", lastName: "Whistle", club: NewGameFixtures.club)
        await harness.interactor.activate()
        #expect(harness.interactor.viewModel.formError == "storage error: disk full")

        harness.dataManager.createNewCareerResult = .success(Fixtures.createdCareer)
        await harness.interactor.activate()

        #expect(harness.interactor.viewModel.formError == nil)
        #expect(harness.delegate.calls == [.didCreateCareer(Fixtures.createdCareer)])
    }

    @Test("Enter on the club asks the delegate for a club in this world")
    func clubRequestsPicker() async {
        let harness = NewGameHarness(seed: 77)
        harness.focus(.club)

        await harness.interactor.activate()

        #expect(harness.delegate.calls == [.requestsTeamPick(seed: 77)])
    }

    @Test("a picked club shows with its division once the world is loaded; nil keeps the choice")
    func pickerCompletionUpdatesClub() async {
        let harness = NewGameHarness()
        await harness.interactor.load()
        let muddyford = Fixtures.worldPreview.divisions[1].clubs[0]

        harness.interactor.didPickTeam(NewGameFixtures.club)
        #expect(harness.interactor.viewModel.clubSelector.text == "Crumpet Rovers (The Custard Premiership)")

        harness.interactor.didPickTeam(muddyford)
        #expect(harness.interactor.viewModel.clubSelector.text == "Real Muddyford (The Gravy Championship)")

        harness.interactor.didPickTeam(nil)
        #expect(harness.interactor.viewModel.clubSelector.text == "Real Muddyford (The Gravy Championship)")
        #expect(harness.interactor.viewModel.clubSelector.isChosen)

        harness.fill(firstName: "Ada", lastName: "Whistle", club: nil)
        await harness.interactor.activate()
        #expect(harness.dataManager.createNewCareerRequests.map(\.teamId) == ["team-3"])
    }

    @Test("load fetches the world preview of the seed once")
    func loadsPreviewOnce() async {
        let harness = NewGameHarness(seed: 5)

        await harness.interactor.load()
        await harness.interactor.load()

        #expect(harness.dataManager.worldPreviewSeeds == [5])
        #expect(harness.interactor.viewModel.formError == nil)
    }

    @Test("a preview that fails to load is shown as one line and the club keeps its bare name")
    func previewFailure() async {
        let harness = NewGameHarness()
        harness.dataManager.worldPreviewResult = .failure(.storage("no world"))

        await harness.interactor.load()
        harness.interactor.didPickTeam(NewGameFixtures.club)

        #expect(harness.interactor.viewModel.formError == "storage error: no world")
        #expect(harness.interactor.viewModel.clubSelector.text == "Crumpet Rovers")
    }

    @Test("typing appends to the focused name and backspace deletes its last character")
    func typingAndBackspace() {
        let harness = NewGameHarness()
        harness.interactor.type("A")
        harness.interactor.type("da")
        harness.interactor.deleteBackward()
        harness.interactor.focusNext()
        harness.interactor.type("Whistle")

        #expect(harness.interactor.viewModel.firstName.value == "Ad")
        #expect(harness.interactor.viewModel.lastName.value == "Whistle")

        harness.interactor.focusPrevious()
        for _ in 0..<5 { harness.interactor.deleteBackward() }
        #expect(harness.interactor.viewModel.firstName.value == "")
    }

    @Test("typing off the name fields changes nothing")
    func typingElsewhereIgnored() {
        let harness = NewGameHarness()
        harness.focus(.club)
        harness.interactor.type("x")
        harness.interactor.deleteBackward()

        #expect(harness.interactor.viewModel.firstName.value == "")
        #expect(harness.interactor.viewModel.lastName.value == "")
    }

    @Test("focus walks the fields in order and wraps both ways")
    func focusMovement() {
        let harness = NewGameHarness()
        var visited = [harness.interactor.viewModel.focus]
        for _ in NewGameField.allCases {
            harness.interactor.focusNext()
            visited.append(harness.interactor.viewModel.focus)
        }
        #expect(visited == [.firstName, .lastName, .club, .worldSeed, .startCareer, .firstName])

        harness.interactor.focusPrevious()
        #expect(harness.interactor.viewModel.focus == .startCareer)
        #expect(harness.interactor.viewModel.startButton.isFocused)
        #expect(!harness.interactor.viewModel.capturesText)
    }

    @Test("Enter on a name or the seed moves on to the next field")
    func enterMovesOn() async {
        let harness = NewGameHarness()
        await harness.interactor.activate()
        #expect(harness.interactor.viewModel.focus == .lastName)

        harness.focus(.worldSeed)
        await harness.interactor.activate()
        #expect(harness.interactor.viewModel.focus == .startCareer)
        #expect(harness.delegate.calls.isEmpty)
    }

    @Test("cancel tells the delegate")
    func cancel() {
        let harness = NewGameHarness()
        harness.interactor.cancel()
        #expect(harness.delegate.calls == [.didCancel])
    }

    @Test("the interactor hands its state to the transform and shows what it returns")
    func usesTransform() {
        let transform = MockNewGameViewModelTransform(viewModel: NewGameFixtures.completeForm)
        let interactor = NewGameInteractor(seed: 3, dataManager: MockCareerDataManager(), viewModelTransform: transform)

        interactor.type("Ada")
        interactor.didPickTeam(NewGameFixtures.club)

        #expect(interactor.viewModel == NewGameFixtures.completeForm)
        #expect(transform.states.count == 3)
        #expect(transform.lastState == NewGameFormState(seed: 3, firstName: "Ada", club: NewGameFixtures.club))
    }
}
