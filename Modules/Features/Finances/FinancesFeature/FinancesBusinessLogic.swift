/// What the coordinator sees of the Finances interactor.
@MainActor
public protocol FinancesBusinessLogic: AnyObject {
    var delegate: (any FinancesInteractorDelegate)? { get set }
}
