import Navigation

/// Shows a club's squad screen, opens a chosen player's profile through `playerRouting`, and ends
/// with `.closed` when the user leaves. In the game it is handed the in-game hub's tab navigator, so
/// the screen replaces that tab's stack.
@MainActor
public final class TeamFeatureCoordinator: BaseFeatureCoordinator<TeamFeatureResult>, TeamInteractorDelegate {
    public private(set) var interactor: (any TeamBusinessLogic)?

    private let careerId: String
    private let teamId: String
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any TeamInteractorMaking
    private let playerRouting: any PlayerProfileRouting

    public init(careerId: String, teamId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any TeamInteractorMaking, playerRouting: any PlayerProfileRouting) {
        self.careerId = careerId
        self.teamId = teamId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        self.playerRouting = playerRouting
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makeTeamInteractor(careerId: careerId, teamId: teamId)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.replaceStack(with: TeamView(presenter: interactor))
    }

    public func teamInteractorDidRequestClose() {
        finish(with: .closed)
    }

    public func teamInteractorDidChoosePlayer(playerId: String) {
        playerRouting.showPlayer(playerId: playerId)
    }
}
