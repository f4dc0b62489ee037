/// The whole MatchDay interactor: the coordinator's side and the view's side.
public protocol MatchDayInteractorProtocol: MatchDayBusinessLogic & MatchDayViewPresenter {}
