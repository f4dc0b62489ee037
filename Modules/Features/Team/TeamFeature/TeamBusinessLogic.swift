/// What the coordinator sees of the Team interactor.
@MainActor
public protocol TeamBusinessLogic: AnyObject {
    var delegate: (any TeamInteractorDelegate)? { get set }
}
