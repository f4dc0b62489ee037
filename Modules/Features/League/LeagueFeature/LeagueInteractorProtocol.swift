/// The whole League interactor: the coordinator's side and the view's side.
public protocol LeagueInteractorProtocol: LeagueBusinessLogic & LeagueViewPresenter {}
