import NewGameFeature
import TestSupport

extension MockDependencyContainer {
    /// A New Career coordinator on the mock navigation and factory; pass a picker to answer club requests.
    public func makeNewGameCoordinator(teamPicker: any TeamPicking = MockTeamPicker()) -> NewGameFeatureCoordinator {
        NewGameFeatureCoordinator(navigationCoordinator: mockNavigationCoordinator,
                                  interactorFactory: mockInteractorFactory,
                                  teamPicker: teamPicker)
    }
}
