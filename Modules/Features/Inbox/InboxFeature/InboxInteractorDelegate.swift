/// Calls from the Inbox interactor to its coordinator.
@MainActor
public protocol InboxInteractorDelegate: AnyObject {
    func inboxInteractorDidRequestClose()
    /// The number of unread messages, each time it is known anew (loaded, one read, all read).
    func inboxInteractorDidCountUnread(_ count: Int)
}
