/// The whole History interactor: the coordinator's side and the view's side.
public protocol HistoryInteractorProtocol: HistoryBusinessLogic & HistoryViewPresenter {}
