import Navigation

/// Shows the History screen (in the game: in the hub's tab, replacing its stack) and ends with `.closed`
/// when the user leaves it.
@MainActor
public final class HistoryFeatureCoordinator: BaseFeatureCoordinator<HistoryFeatureResult>, HistoryInteractorDelegate {
    public private(set) var interactor: (any HistoryBusinessLogic)?

    private let careerId: String
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any HistoryInteractorMaking

    public init(careerId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any HistoryInteractorMaking) {
        self.careerId = careerId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makeHistoryInteractor(careerId: careerId)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.replaceStack(with: HistoryView(presenter: interactor))
    }

    public func historyInteractorDidRequestClose() {
        finish(with: .closed)
    }
}
