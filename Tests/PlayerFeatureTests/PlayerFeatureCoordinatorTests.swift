import DataManaging
import Navigation
import PlayerFeature
import PlayerFeatureMocks
import TestSupport
import Testing

/// A parent that starts the Player coordinator as its child and keeps the results it reports.
@MainActor
final class PlayerParentCoordinator: BaseFeatureCoordinator<Void> {
    var results: [PlayerFeatureResult] = []

    func run(_ child: PlayerFeatureCoordinator) {
        startChild(child) { [weak self] result in self?.results.append(result) }
    }
}

@MainActor
@Suite("PlayerFeatureCoordinator")
struct PlayerFeatureCoordinatorTests {
    let container = MockDependencyContainer()

    init() {
        container.mockPlayerDataManager.playerDetailsResult = .success(SeasonFixtures.playerDetails)
    }

    @Test("start makes the interactor through the factory and becomes its delegate")
    func startMakesInteractor() {
        let coordinator = container.makePlayerCoordinator()
        #expect(coordinator.interactor == nil)
        coordinator.start()

        let mock = container.mockInteractorFactory.mockPlayerInteractor
        #expect(coordinator.interactor === mock)
        #expect(mock.delegate === coordinator)
        #expect(mock.creations == [MockPlayerInteractor.Creation(careerId: "career-1", playerId: "player-13")])
    }

    @Test("start passes its career and player to the factory")
    func passesIds() {
        container.makePlayerCoordinator(careerId: "career-9", playerId: "player-42").start()
        #expect(container.mockInteractorFactory.mockPlayerInteractor.creations
                == [MockPlayerInteractor.Creation(careerId: "career-9", playerId: "player-42")])
    }

    @Test("start pushes the profile over the current screen, showing the interactor")
    func pushesScreen() throws {
        container.mockInteractorFactory.mockPlayerInteractor.viewModel = PlayerFixtures.loaded()
        container.makePlayerCoordinator().start()
        let navigation = container.mockNavigationCoordinator
        #expect(navigation.calls == [.push("Ivy Nutmeg")])
        let view = try #require(navigation.lastScreen as? PlayerView)
        #expect(view.presenter === container.mockInteractorFactory.mockPlayerInteractor)
    }

    @Test("a close request pops the profile and finishes with .closed")
    func closeFinishes() {
        let parent = PlayerParentCoordinator()
        parent.run(container.makePlayerCoordinator())
        #expect(parent.childCount == 1)

        container.mockInteractorFactory.mockPlayerInteractor.delegate?.playerInteractorDidRequestClose()
        #expect(container.mockNavigationCoordinator.calls == [.push("Player"), .pop])
        #expect(parent.results == [.closed])
        #expect(parent.childCount == 0)
    }

    @Test("the real screen loads the player, takes his name as its title and closes on esc")
    func endToEnd() async throws {
        let coordinator = PlayerFeatureCoordinator(careerId: "career-3", playerId: "player-13",
                                                   navigationCoordinator: container.mockNavigationCoordinator,
                                                   interactorFactory: RealPlayerInteractorFactory(
                                                       dataManager: container.mockPlayerDataManager))
        let parent = PlayerParentCoordinator()
        parent.run(coordinator)
        let view = try #require(container.mockNavigationCoordinator.lastScreen)
        #expect(view.title == "Player")
        await view.appear()
        #expect(container.mockPlayerDataManager.playerDetailsRequests.map(\.careerId) == ["career-3"])
        #expect(container.mockPlayerDataManager.playerDetailsRequests.map(\.playerId) == ["player-13"])
        #expect(view.title == "Player No13")

        #expect(await view.handle(.escape))
        #expect(container.mockNavigationCoordinator.calls == [.push("Player"), .pop])
        #expect(parent.results == [.closed])
    }
}

/// Builds the real interactor, as the game's factory does, for the end-to-end flow test.
@MainActor
struct RealPlayerInteractorFactory: PlayerInteractorMaking {
    let dataManager: MockPlayerDataManager

    func makePlayerInteractor(careerId: String, playerId: String) -> any PlayerInteractorProtocol {
        PlayerInteractor(careerId: careerId, playerId: playerId, dataManager: dataManager,
                         viewModelTransform: PlayerViewModelTransform())
    }
}
