import InboxFeature
import TestSupport

extension MockDependencyContainer {
    public func makeInboxCoordinator(careerId: String = "career-1") -> InboxFeatureCoordinator {
        InboxFeatureCoordinator(careerId: careerId, navigationCoordinator: mockNavigationCoordinator,
                                interactorFactory: mockInteractorFactory)
    }
}
