import PlayerFeature
import TestSupport

extension MockDependencyContainer {
    public func makePlayerCoordinator(careerId: String = "career-1",
                                      playerId: String = "player-13") -> PlayerFeatureCoordinator {
        PlayerFeatureCoordinator(careerId: careerId, playerId: playerId,
                                 navigationCoordinator: mockNavigationCoordinator,
                                 interactorFactory: mockInteractorFactory)
    }
}
