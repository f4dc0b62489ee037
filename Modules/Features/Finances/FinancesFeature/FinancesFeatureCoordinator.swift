import Navigation

/// Shows the Finances screen (in the game: in the hub's tab, replacing its stack) and ends with `.closed`
/// when the user leaves it.
@MainActor
public final class FinancesFeatureCoordinator: BaseFeatureCoordinator<FinancesFeatureResult>,
    FinancesInteractorDelegate {
    public private(set) var interactor: (any FinancesBusinessLogic)?

    private let careerId: String
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any FinancesInteractorMaking

    public init(careerId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any FinancesInteractorMaking) {
        self.careerId = careerId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makeFinancesInteractor(careerId: careerId)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.replaceStack(with: FinancesView(presenter: interactor))
    }

    public func financesInteractorDidRequestClose() {
        finish(with: .closed)
    }
}
