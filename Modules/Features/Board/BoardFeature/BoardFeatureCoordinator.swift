import Navigation

/// Shows the Board screen (in the game: in the hub's tab, replacing its stack) and ends with `.tookJob` when
/// the user accepts an offer — the hub must then show his new club — or `.closed` when he leaves.
@MainActor
public final class BoardFeatureCoordinator: BaseFeatureCoordinator<BoardFeatureResult>, BoardInteractorDelegate {
    public private(set) var interactor: (any BoardBusinessLogic)?

    private let careerId: String
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any BoardInteractorMaking

    public init(careerId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any BoardInteractorMaking) {
        self.careerId = careerId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makeBoardInteractor(careerId: careerId)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.replaceStack(with: BoardView(presenter: interactor))
    }

    public func boardInteractorDidRequestClose() {
        finish(with: .closed)
    }

    public func boardInteractorDidTakeJob(teamId: String) {
        finish(with: .tookJob(teamId: teamId))
    }
}
