import Navigation

/// Shows the Transfers screen (in the game: in the hub's tab, replacing its stack) and ends with `.closed`
/// when the user leaves. Choosing a player opens his profile through `playerRouting`, which the composition
/// root answers.
@MainActor
public final class TransfersFeatureCoordinator: BaseFeatureCoordinator<TransfersFeatureResult>,
    TransfersInteractorDelegate {
    public private(set) var interactor: (any TransfersBusinessLogic)?

    private let careerId: String
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any TransfersInteractorMaking
    private let playerRouting: any PlayerProfileRouting

    public init(careerId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any TransfersInteractorMaking, playerRouting: any PlayerProfileRouting) {
        self.careerId = careerId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        self.playerRouting = playerRouting
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makeTransfersInteractor(careerId: careerId)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.replaceStack(with: TransfersView(presenter: interactor))
    }

    public func transfersInteractorDidRequestClose() {
        finish(with: .closed)
    }

    public func transfersInteractorDidChoosePlayer(playerId: String) {
        playerRouting.showPlayer(playerId: playerId)
    }
}
