import FinancesFeature
import TestSupport

extension MockDependencyContainer {
    public func makeFinancesCoordinator(careerId: String = "career-1") -> FinancesFeatureCoordinator {
        FinancesFeatureCoordinator(careerId: careerId, navigationCoordinator: mockNavigationCoordinator,
                                   interactorFactory: mockInteractorFactory)
    }
}
