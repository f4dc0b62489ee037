/// What the coordinator sees of the Inbox interactor.
@MainActor
public protocol InboxBusinessLogic: AnyObject {
    var delegate: (any InboxInteractorDelegate)? { get set }
    /// Loads the messages again and reports the unread count (the hub asks after a match day).
    func load() async
}
