/// What the coordinator sees of the interactor: only where to report the user's choice.
@MainActor
public protocol TeamSelectBusinessLogic: AnyObject {
    var delegate: (any TeamSelectInteractorDelegate)? { get set }
}
