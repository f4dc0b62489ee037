/// Calls from the Team interactor that its coordinator turns into navigation or a result.
@MainActor
public protocol TeamInteractorDelegate: AnyObject {
    func teamInteractorDidRequestClose()
}
