import BoardFeature
import TestSupport

extension MockDependencyContainer {
    public func makeBoardCoordinator(careerId: String = "career-1") -> BoardFeatureCoordinator {
        BoardFeatureCoordinator(careerId: careerId, navigationCoordinator: mockNavigationCoordinator,
                                interactorFactory: mockInteractorFactory)
    }
}
