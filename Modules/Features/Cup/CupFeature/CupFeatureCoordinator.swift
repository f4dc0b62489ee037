import Navigation

/// Shows the Cup screen (in the game: in the hub's tab, replacing its stack) and ends with `.closed` when the user
/// leaves it.
@MainActor
public final class CupFeatureCoordinator: BaseFeatureCoordinator<CupFeatureResult>, CupInteractorDelegate {
    public private(set) var interactor: (any CupBusinessLogic)?

    private let careerId: String
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any CupInteractorMaking

    public init(careerId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any CupInteractorMaking) {
        self.careerId = careerId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makeCupInteractor(careerId: careerId)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.replaceStack(with: CupView(presenter: interactor))
    }

    public func cupInteractorDidRequestClose() {
        finish(with: .closed)
    }
}
