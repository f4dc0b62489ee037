/// Calls from the Transfers interactor that its coordinator turns into navigation or a result.
@MainActor
public protocol TransfersInteractorDelegate: AnyObject {
    func transfersInteractorDidRequestClose()
    /// The user chose a player (on the market, a bid or a done deal) to see his profile.
    func transfersInteractorDidChoosePlayer(playerId: String)
}
