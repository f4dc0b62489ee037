/// The whole interactor: the coordinator's side and the view's side.
public protocol NewGameInteractorProtocol: NewGameBusinessLogic & NewGameViewPresenter {}
