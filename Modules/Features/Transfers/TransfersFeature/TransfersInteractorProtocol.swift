/// The whole Transfers interactor: the coordinator's side and the view's side.
public protocol TransfersInteractorProtocol: TransfersBusinessLogic & TransfersViewPresenter {}
