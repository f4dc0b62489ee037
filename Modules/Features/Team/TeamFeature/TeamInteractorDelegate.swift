/// Calls from the Team interactor that its coordinator turns into navigation or a result.
@MainActor
public protocol TeamInteractorDelegate: AnyObject {
    func teamInteractorDidRequestClose()
    /// The user chose a player from the squad to see his profile.
    func teamInteractorDidChoosePlayer(playerId: String)
}
