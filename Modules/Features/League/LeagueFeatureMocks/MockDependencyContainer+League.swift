import LeagueFeature
import Navigation
import TestSupport

extension MockDependencyContainer {
    public func makeLeagueCoordinator(careerId: String = "career-1",
                                      playerRouting: any PlayerProfileRouting) -> LeagueFeatureCoordinator {
        LeagueFeatureCoordinator(careerId: careerId, navigationCoordinator: mockNavigationCoordinator,
                                 interactorFactory: mockInteractorFactory, playerRouting: playerRouting)
    }
}
