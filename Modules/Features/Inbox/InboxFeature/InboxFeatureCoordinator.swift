import Navigation

/// Shows the Inbox screen (in the game: in the hub's tab, replacing its stack), passes the unread count on
/// to the hub each time it is known anew, and ends with `.closed` when the user leaves.
@MainActor
public final class InboxFeatureCoordinator:
    CareerScreenCoordinator<InboxFeatureResult, any InboxInteractorMaking, any InboxBusinessLogic>,
    InboxInteractorDelegate {
    /// Called with the unread count after the messages are loaded or read, so the hub's tab shows it.
    public var onUnreadCount: (Int) -> Void = { _ in }

    public override func makeScreen() -> (interactor: any InboxBusinessLogic, screen: any Screen) {
        let interactor = interactorFactory.makeInboxInteractor(careerId: careerId)
        interactor.delegate = self
        return (interactor, InboxView(presenter: interactor))
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
