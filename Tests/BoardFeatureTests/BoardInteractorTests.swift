import BoardFeature
import BoardFeatureMocks
import DataManaging
import TestSupport
import Testing

@MainActor
@Suite("BoardInteractor")
struct BoardInteractorTests {
    let data = MockBoardDataManager()
    let league = MockLeagueDataManager()
    let transform = MockBoardViewModelTransform()
    let delegate = MockBoardInteractorDelegate()

    private func makeInteractor() -> BoardInteractor {
        let interactor = BoardInteractor(careerId: "career-1", dataManager: data, league: league,
                                         viewModelTransform: transform)
        interactor.delegate = delegate
        return interactor
    }

    @Test("load shows the board's status; a failure is one line")
    func load() async {
        data.statusResult = .success(BoardFixtures.warned)
        let interactor = makeInteractor()
        await interactor.load()
        #expect(interactor.state.status == BoardFixtures.warned && !interactor.state.isLoading)
        #expect(transform.lastState == interactor.state)
        data.statusResult = .failure(.careerNotFound("career-1"))
        await interactor.load()
        #expect(interactor.state.errorMessage == "Could not load the board: no career in slot 'career-1'")
    }

    @Test("the selection stays among the offers; Enter takes the selected one and tells the coordinator")
    func accept() async {
        data.statusResult = .success(BoardFixtures.sacked)
        data.acceptResult = .success(BoardFixtures.newJob)
        let interactor = makeInteractor()
        await interactor.load()
        interactor.move(by: 5)
        #expect(interactor.state.selectedIndex == 1)
        interactor.move(by: -1)
        await interactor.acceptSelected()
        #expect(data.accepted.map(\.offerId) == [BoardFixtures.sackingOffer.id])
        #expect(delegate.jobsTaken == ["team-3"])
        #expect(interactor.state.status == BoardFixtures.newJob && interactor.state.selectedIndex == 0)
    }

    @Test("a refused acceptance stays on the screen as one line and moves nobody")
    func acceptRefused() async {
        data.statusResult = .success(BoardFixtures.sacked)
        data.acceptResult = .failure(.jobOfferNotFound(4))
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.acceptSelected()
        #expect(interactor.state.errorMessage == "Could not take the job: no open job offer with id 4")
        #expect(delegate.jobsTaken.isEmpty)
    }

    @Test("an application by name asks the club found among the career's clubs and shows its answer")
    func apply() async {
        data.statusResult = .success(BoardFixtures.warned)
        league.leagueOverviewResult = .success(SeasonFixtures.leagueOverview)
        data.applyResult = .success(.turnedDown(clubName: "Real Muddyford", reason: "not this season"))
        let interactor = makeInteractor()
        await interactor.load()
        interactor.startApplying()
        interactor.type("mudd")
        interactor.type("x")
        interactor.erase()
        #expect(interactor.state.application == "mudd")
        await interactor.submitApplication()
        #expect(data.applied.map(\.teamId) == ["team-3"])
        #expect(interactor.state.application == nil)
        #expect(interactor.state.notice == "Real Muddyford turned you down: not this season.")
    }

    @Test("a name that fits no club, or several, is one line and asks nobody")
    func applyUnknown() async {
        league.leagueOverviewResult = .success(SeasonFixtures.leagueOverview)
        let interactor = makeInteractor()
        interactor.startApplying()
        interactor.type("Nowhere")
        await interactor.submitApplication()
        #expect(interactor.state.errorMessage == "No club is called 'Nowhere'.")
        interactor.cancelApplying()
        interactor.startApplying()
        interactor.type("a")
        await interactor.submitApplication()
        #expect(interactor.state.errorMessage?.hasPrefix("'a' could be") == true)
        #expect(data.applied.isEmpty && interactor.state.application == "a")
    }

    @Test("esc leaves through the coordinator")
    func close() {
        makeInteractor().close()
        #expect(delegate.closeCallCount == 1)
    }
}
