import SeasonReviewFeature
import TestSupport

extension MockDependencyContainer {
    public func makeSeasonReviewCoordinator(careerId: String = "career-1") -> SeasonReviewFeatureCoordinator {
        SeasonReviewFeatureCoordinator(careerId: careerId, navigationCoordinator: mockNavigationCoordinator,
                                       interactorFactory: mockInteractorFactory)
    }
}
