import Navigation
import TeamFeature
import TestSupport

extension MockDependencyContainer {
    /// Pass your own `playerRouting` to see which players the squad opened.
    public func makeTeamCoordinator(careerId: String = "career-1", teamId: String = "team-1",
                                    playerRouting: any PlayerProfileRouting = MockPlayerProfileRouting())
        -> TeamFeatureCoordinator {
        TeamFeatureCoordinator(careerId: careerId, teamId: teamId, navigationCoordinator: mockNavigationCoordinator,
                               interactorFactory: mockInteractorFactory, playerRouting: playerRouting)
    }
}
