/// The whole Player interactor: the coordinator's side and the view's side.
public protocol PlayerInteractorProtocol: PlayerBusinessLogic & PlayerViewPresenter {}
