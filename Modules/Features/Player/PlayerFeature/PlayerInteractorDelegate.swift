/// Calls from the Player interactor that its coordinator turns into navigation or a result.
@MainActor
public protocol PlayerInteractorDelegate: AnyObject {
    func playerInteractorDidRequestClose()
}
