import Navigation

/// Shows the league screen and ends with `.closed` when the user leaves it. In the game it is handed
/// the in-game hub's tab navigator, so the screen replaces that tab's stack. Choosing a top scorer
/// opens his profile through `playerRouting`, which the composition root answers.
@MainActor
public final class LeagueFeatureCoordinator: BaseFeatureCoordinator<LeagueFeatureResult>, LeagueInteractorDelegate {
    public private(set) var interactor: (any LeagueBusinessLogic)?

    private let careerId: String
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any LeagueInteractorMaking
    private let playerRouting: any PlayerProfileRouting

    public init(careerId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any LeagueInteractorMaking, playerRouting: any PlayerProfileRouting) {
        self.careerId = careerId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        self.playerRouting = playerRouting
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makeLeagueInteractor(careerId: careerId)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.replaceStack(with: LeagueView(presenter: interactor))
    }

    public func leagueInteractorDidRequestClose() {
        finish(with: .closed)
    }

    public func leagueInteractorDidChoosePlayer(playerId: String) {
        playerRouting.showPlayer(playerId: playerId)
    }
}
