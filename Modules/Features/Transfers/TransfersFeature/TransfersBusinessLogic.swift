/// What the coordinator sees of the Transfers interactor.
@MainActor
public protocol TransfersBusinessLogic: AnyObject {
    var delegate: (any TransfersInteractorDelegate)? { get set }
}
