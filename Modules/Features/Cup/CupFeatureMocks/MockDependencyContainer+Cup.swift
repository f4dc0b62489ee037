import CupFeature
import TestSupport

extension MockDependencyContainer {
    public func makeCupCoordinator(careerId: String = "career-1") -> CupFeatureCoordinator {
        CupFeatureCoordinator(careerId: careerId, navigationCoordinator: mockNavigationCoordinator,
                              interactorFactory: mockInteractorFactory)
    }
}
