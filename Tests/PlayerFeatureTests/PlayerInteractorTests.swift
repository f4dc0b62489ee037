import DataManaging
import PlayerFeature
import PlayerFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("PlayerInteractor")
struct PlayerInteractorTests {
    let dataManager = MockPlayerDataManager()
    let transform = MockPlayerViewModelTransform()
    let delegate = MockPlayerInteractorDelegate()

    init() {
        dataManager.playerDetailsResult = .success(SeasonFixtures.playerDetails)
    }

    func makeInteractor(careerId: String = "career-7", playerId: String = "player-13") -> PlayerInteractor {
        let interactor = PlayerInteractor(careerId: careerId, playerId: playerId, dataManager: dataManager,
                                          viewModelTransform: transform)
        interactor.delegate = delegate
        return interactor
    }

    func loadedInteractor() async -> PlayerInteractor {
        let interactor = makeInteractor()
        await interactor.load()
        return interactor
    }

    @Test("before loading it shows the loading state and asks for nothing")
    func initialState() {
        let interactor = makeInteractor()
        #expect(interactor.state == PlayerScreenState())
        #expect(interactor.state.isLoading)
        #expect(transform.states == [PlayerScreenState()])
        #expect(dataManager.playerDetailsRequests.isEmpty)
    }

    @Test("load asks for the player of its career and shows his record")
    func loads() async {
        let viewModel = PlayerViewModel(title: "marker", isLoading: false)
        transform.viewModel = viewModel
        let interactor = await loadedInteractor()

        #expect(dataManager.playerDetailsRequests.map(\.careerId) == ["career-7"])
        #expect(dataManager.playerDetailsRequests.map(\.playerId) == ["player-13"])
        #expect(interactor.state == PlayerScreenState(isLoading: false, details: SeasonFixtures.playerDetails))
        #expect(transform.states.map(\.isLoading) == [true, true, false])
        #expect(transform.lastState == interactor.state)
        #expect(interactor.viewModel == viewModel)
    }

    @Test("a failed load becomes a one-line message")
    func loadError() async {
        dataManager.playerDetailsResult = .failure(.playerNotFound("player-13"))
        let interactor = await loadedInteractor()

        #expect(interactor.state.errorMessage == "Could not load the player: no player with id 'player-13'")
        #expect(interactor.state.errorMessage?.contains("\n") == false)
        #expect(!interactor.state.isLoading)
        #expect(interactor.state.details == nil)
    }

    @Test("a successful reload clears the error")
    func reloadAfterError() async {
        dataManager.playerDetailsResult = .failure(.storage("disk on fire"))
        let interactor = await loadedInteractor()
        #expect(interactor.state.errorMessage == "Could not load the player: storage error: disk on fire")

        dataManager.playerDetailsResult = .success(SeasonFixtures.playerDetails)
        await interactor.load()
        #expect(interactor.state.errorMessage == nil)
        #expect(interactor.state.details == SeasonFixtures.playerDetails)
    }

    @Test("scrolling moves the page within 0 and the limit")
    func scrolls() async {
        let interactor = await loadedInteractor()
        interactor.scroll(by: 1, limit: 10)
        #expect(interactor.state.scrollOffset == 1)
        interactor.scroll(by: 4, limit: 10)
        #expect(interactor.state.scrollOffset == 5)
        interactor.scroll(by: 40, limit: 10)
        #expect(interactor.state.scrollOffset == 10)
        interactor.scroll(by: -3, limit: 10)
        #expect(interactor.state.scrollOffset == 7)
        interactor.scroll(by: -20, limit: 10)
        #expect(interactor.state.scrollOffset == 0)
        #expect(transform.lastState?.scrollOffset == 0)
    }

    @Test("scrolling against an end changes nothing, and a page shorter than one line never scrolls")
    func scrollEnds() async {
        let interactor = await loadedInteractor()
        let transforms = transform.states.count
        interactor.scroll(by: -1, limit: 10)
        interactor.scroll(by: 1, limit: -1)
        #expect(interactor.state.scrollOffset == 0)
        #expect(transform.states.count == transforms)
    }

    @Test("esc asks the coordinator to close")
    func close() {
        makeInteractor().close()
        #expect(delegate.didRequestCloseCallCount == 1)
    }

    @Test("with the real transform the view model shows the loaded player")
    func realTransform() async {
        let interactor = PlayerInteractor(careerId: "career-1", playerId: "player-13", dataManager: dataManager,
                                          viewModelTransform: PlayerViewModelTransform())
        #expect(interactor.viewModel.isLoading)
        #expect(interactor.viewModel.title == "Player")
        await interactor.load()
        interactor.scroll(by: 2, limit: 5)

        #expect(interactor.viewModel.title == "Player No13")
        #expect(interactor.viewModel.profile?.header.club == "Crumpet Rovers · The Custard Premiership")
        #expect(interactor.viewModel.profile?.thisSeason.averageRating == "8.1")
        #expect(interactor.viewModel.scrollOffset == 2)
    }
}
