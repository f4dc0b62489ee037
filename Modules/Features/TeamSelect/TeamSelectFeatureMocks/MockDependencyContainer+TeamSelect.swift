import TeamSelectFeature
import TestSupport

extension MockDependencyContainer {
    public func makeTeamSelectCoordinator(seed: UInt64 = 42) -> TeamSelectFeatureCoordinator {
        TeamSelectFeatureCoordinator(seed: seed, navigationCoordinator: mockNavigationCoordinator,
                                     interactorFactory: mockInteractorFactory)
    }
}
