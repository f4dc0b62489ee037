/// What the coordinator sees of the History interactor.
@MainActor
public protocol HistoryBusinessLogic: AnyObject {
    var delegate: (any HistoryInteractorDelegate)? { get set }
}
