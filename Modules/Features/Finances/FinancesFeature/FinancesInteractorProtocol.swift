/// The whole Finances interactor: the coordinator's side and the view's side.
public protocol FinancesInteractorProtocol: FinancesBusinessLogic & FinancesViewPresenter {}
