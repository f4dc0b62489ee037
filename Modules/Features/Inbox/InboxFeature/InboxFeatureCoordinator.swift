import Navigation

/// Shows the Inbox screen (in the game: in the hub's tab, replacing its stack), passes the unread count on
/// to the hub each time it is known anew, and ends with `.closed` when the user leaves.
@MainActor
public final class InboxFeatureCoordinator: BaseFeatureCoordinator<InboxFeatureResult>, InboxInteractorDelegate {
    public private(set) var interactor: (any InboxBusinessLogic)?
    /// Called with the unread count after the messages are loaded or read, so the hub's tab shows it.
    public var onUnreadCount: (Int) -> Void = { _ in }

    private let careerId: String
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any InboxInteractorMaking

    public init(careerId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any InboxInteractorMaking) {
        self.careerId = careerId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makeInboxInteractor(careerId: careerId)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.replaceStack(with: InboxView(presenter: interactor))
    }

    /// Reads the inbox again, so the unread count is reported even while the tab is not on show.
    public func refresh() async {
        await interactor?.load()
    }

    public func inboxInteractorDidRequestClose() {
        finish(with: .closed)
    }

    public func inboxInteractorDidCountUnread(_ count: Int) {
        onUnreadCount(count)
    }
}
