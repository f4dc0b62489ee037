/// What the coordinator sees of the Inbox interactor.
@MainActor
public protocol InboxBusinessLogic: AnyObject {
    var delegate: (any InboxInteractorDelegate)? { get set }
}
