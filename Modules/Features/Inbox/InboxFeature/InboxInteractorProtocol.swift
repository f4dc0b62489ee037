/// The whole Inbox interactor: the coordinator's side and the view's side.
public protocol InboxInteractorProtocol: InboxBusinessLogic & InboxViewPresenter {}
