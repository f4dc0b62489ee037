/// What the coordinator sees of the Cup interactor.
@MainActor
public protocol CupBusinessLogic: AnyObject {
    var delegate: (any CupInteractorDelegate)? { get set }
}
