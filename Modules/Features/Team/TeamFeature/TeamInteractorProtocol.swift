/// The whole Team interactor: the coordinator's side and the view's side.
public protocol TeamInteractorProtocol: TeamBusinessLogic & TeamViewPresenter {}
