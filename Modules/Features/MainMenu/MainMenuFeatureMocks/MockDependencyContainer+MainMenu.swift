import MainMenuFeature
import TestSupport

extension MockDependencyContainer {
    public func makeMainMenuCoordinator() -> MainMenuFeatureCoordinator {
        MainMenuFeatureCoordinator(navigationCoordinator: mockNavigationCoordinator,
                                   interactorFactory: mockInteractorFactory)
    }
}
