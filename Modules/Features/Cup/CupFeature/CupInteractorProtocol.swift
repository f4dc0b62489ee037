/// The whole Cup interactor: the coordinator's side and the view's side.
public protocol CupInteractorProtocol: CupBusinessLogic & CupViewPresenter {}
