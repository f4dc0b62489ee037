import Navigation

/// Shows a club's squad screen, opens a chosen player's profile through `playerRouting`, and ends
/// with `.closed` when the user leaves. In the game it is handed the in-game hub's tab navigator, so
/// the screen replaces that tab's stack.
@MainActor
public final class TeamFeatureCoordinator:
    CareerScreenCoordinator<TeamFeatureResult, any TeamInteractorMaking, any TeamBusinessLogic>, TeamInteractorDelegate {
    private let teamId: String

    public init(careerId: String, teamId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any TeamInteractorMaking, playerRouting: any PlayerProfileRouting) {
        self.teamId = teamId
        super.init(careerId: careerId, navigationCoordinator: navigationCoordinator,
                   interactorFactory: interactorFactory, playerRouting: playerRouting)
    }

    public override func makeScreen() -> (interactor: any TeamBusinessLogic, screen: any Screen) {
        let interactor = interactorFactory.makeTeamInteractor(careerId: careerId, teamId: teamId)
        interactor.delegate = self
        return (interactor, TeamView(presenter: interactor))
    }

    public func teamInteractorDidRequestClose() {
        finish(with: .closed)
    }

    public func teamInteractorDidChoosePlayer(playerId: String) {
        playerRouting?.showPlayer(playerId: playerId)
    }
}
