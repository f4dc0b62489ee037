import TeamFeature

extension MockDependencyContainer {
    public func makeTeamCoordinator(careerId: String = "career-1",
                                    teamId: String = "team-1") -> TeamFeatureCoordinator {
        TeamFeatureCoordinator(careerId: careerId, teamId: teamId, navigationCoordinator: mockNavigationCoordinator,
                               interactorFactory: mockInteractorFactory)
    }
}
