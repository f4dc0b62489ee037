/// Calls from the Cup interactor that its coordinator turns into a result.
@MainActor
public protocol CupInteractorDelegate: AnyObject {
    func cupInteractorDidRequestClose()
}
