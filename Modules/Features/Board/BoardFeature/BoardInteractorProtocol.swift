/// The whole Board interactor: the coordinator's side and the view's side.
public protocol BoardInteractorProtocol: BoardBusinessLogic & BoardViewPresenter {}
