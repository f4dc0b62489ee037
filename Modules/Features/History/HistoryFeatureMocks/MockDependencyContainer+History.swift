import HistoryFeature
import TestSupport

extension MockDependencyContainer {
    public func makeHistoryCoordinator(careerId: String = "career-1") -> HistoryFeatureCoordinator {
        HistoryFeatureCoordinator(careerId: careerId, navigationCoordinator: mockNavigationCoordinator,
                                  interactorFactory: mockInteractorFactory)
    }
}
