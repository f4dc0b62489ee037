import Navigation
import TeamFeature
import TeamFeatureMocks
import TestSupport
import Testing

/// A parent that starts the Team coordinator as its child and keeps the results it reports.
@MainActor
final class TeamParentCoordinator: BaseFeatureCoordinator<Void> {
    var results: [TeamFeatureResult] = []

    func run(_ child: TeamFeatureCoordinator) {
        startChild(child) { [weak self] result in self?.results.append(result) }
    }
}

@MainActor
@Suite("TeamFeatureCoordinator")
struct TeamFeatureCoordinatorTests {
    let container = MockDependencyContainer()

    init() {
        container.mockClubDataManager.teamDetailsResult = .success(Fixtures.teamDetails)
    }

    @Test("start makes the interactor through the factory and becomes its delegate")
    func startMakesInteractor() {
        let coordinator = container.makeTeamCoordinator()
        #expect(coordinator.interactor == nil)
        coordinator.start()

        let mock = container.mockInteractorFactory.mockTeamInteractor
        #expect(coordinator.interactor === mock)
        #expect(mock.delegate === coordinator)
        #expect(mock.creations == [MockTeamInteractor.Creation(careerId: "career-1", teamId: "team-1")])
    }

    @Test("start passes its career and club to the factory")
    func passesIds() {
        container.makeTeamCoordinator(careerId: "career-9", teamId: "team-42").start()
        #expect(container.mockInteractorFactory.mockTeamInteractor.creations
                == [MockTeamInteractor.Creation(careerId: "career-9", teamId: "team-42")])
    }

    @Test("start replaces the stack with the squad screen showing the interactor")
    func showsScreen() throws {
        container.makeTeamCoordinator().start()
        let navigation = container.mockNavigationCoordinator
        #expect(navigation.calls == [.replaceStack("Squad")])
        let view = try #require(navigation.lastScreen as? TeamView)
        #expect(view.presenter === container.mockInteractorFactory.mockTeamInteractor)
    }

    @Test("a close request finishes with .closed and the parent lets the child go")
    func closeFinishes() {
        let parent = TeamParentCoordinator()
        parent.run(container.makeTeamCoordinator())
        #expect(parent.childCount == 1)

        container.mockInteractorFactory.mockTeamInteractor.delegate?.teamInteractorDidRequestClose()
        #expect(parent.results == [.closed])
        #expect(parent.childCount == 0)
        #expect(container.mockNavigationCoordinator.calls == [.replaceStack("Squad")])
    }

    @Test("a chosen player goes to the player router, and the squad stays open")
    func choosePlayerRoutes() {
        let router = MockPlayerProfileRouting()
        let parent = TeamParentCoordinator()
        parent.run(container.makeTeamCoordinator(playerRouting: router))

        container.mockInteractorFactory.mockTeamInteractor.delegate?.teamInteractorDidChoosePlayer(playerId: "player-4")
        #expect(router.playerIds == ["player-4"])
        #expect(parent.results.isEmpty)
        #expect(parent.childCount == 1)
        #expect(container.mockNavigationCoordinator.calls == [.replaceStack("Squad")])
    }

    @Test("enter on a squad row of the real screen opens that player's profile")
    func enterOpensPlayerEndToEnd() async throws {
        let router = MockPlayerProfileRouting()
        let coordinator = TeamFeatureCoordinator(careerId: "career-1", teamId: "team-1",
                                                 navigationCoordinator: container.mockNavigationCoordinator,
                                                 interactorFactory: RealTeamInteractorFactory(
                                                     dataManager: container.mockClubDataManager),
                                                 playerRouting: router)
        coordinator.start()
        let view = try #require(container.mockNavigationCoordinator.lastScreen)
        await view.appear()
        // Fixtures.teamDetails in the standard order: player-1 (GK), player-2 (DF), player-3 (MF), player-4 (FW).
        #expect(await view.handle(.down))
        #expect(await view.handle(.down))
        #expect(await view.handle(.enter))
        #expect(router.playerIds == ["player-3"])
    }

    @Test("esc on the real screen reaches the coordinator and closes the feature")
    func escClosesEndToEnd() async throws {
        let coordinator = TeamFeatureCoordinator(careerId: "career-1", teamId: "team-1",
                                                 navigationCoordinator: container.mockNavigationCoordinator,
                                                 interactorFactory: RealTeamInteractorFactory(
                                                     dataManager: container.mockClubDataManager),
                                                 playerRouting: MockPlayerProfileRouting())
        let parent = TeamParentCoordinator()
        parent.run(coordinator)
        let view = try #require(container.mockNavigationCoordinator.lastScreen)
        await view.appear()
        #expect(container.mockClubDataManager.teamDetailsRequests.count == 1)
        #expect(await view.handle(.escape))
        #expect(parent.results == [.closed])
    }
}

/// Builds the real interactor, as the game's factory does, for the end-to-end flow test.
@MainActor
struct RealTeamInteractorFactory: TeamInteractorMaking {
    let dataManager: MockClubDataManager

    func makeTeamInteractor(careerId: String, teamId: String) -> any TeamInteractorProtocol {
        TeamInteractor(careerId: careerId, teamId: teamId, dataManager: dataManager,
                       viewModelTransform: TeamViewModelTransform())
    }
}
