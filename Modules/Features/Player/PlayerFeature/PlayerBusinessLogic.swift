/// What the coordinator sees of the Player interactor.
@MainActor
public protocol PlayerBusinessLogic: AnyObject {
    var delegate: (any PlayerInteractorDelegate)? { get set }
}
