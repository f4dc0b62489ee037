import Navigation

/// Shows one player's profile over whatever listed him (squad, top scorers, match report) and ends
/// with `.closed` once the user leaves it, taking the profile off the stack.
@MainActor
public final class PlayerFeatureCoordinator: BaseFeatureCoordinator<PlayerFeatureResult>, PlayerInteractorDelegate {
    public private(set) var interactor: (any PlayerBusinessLogic)?

    private let careerId: String
    private let playerId: String
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any PlayerInteractorMaking

    public init(careerId: String, playerId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any PlayerInteractorMaking) {
        self.careerId = careerId
        self.playerId = playerId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makePlayerInteractor(careerId: careerId, playerId: playerId)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.push(PlayerView(presenter: interactor))
    }

    public func playerInteractorDidRequestClose() {
        navigationCoordinator.pop()
        finish(with: .closed)
    }
}
