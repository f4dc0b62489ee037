import MatchDayFeature
import Navigation
import TestSupport

extension MockDependencyContainer {
    public func makeMatchDayCoordinator(careerId: String = "career-1",
                                        playerRouting: any PlayerProfileRouting) -> MatchDayFeatureCoordinator {
        MatchDayFeatureCoordinator(careerId: careerId, navigationCoordinator: mockNavigationCoordinator,
                                   interactorFactory: mockInteractorFactory, playerRouting: playerRouting)
    }
}
