/// Calls from the League interactor that its coordinator turns into navigation or a result.
@MainActor
public protocol LeagueInteractorDelegate: AnyObject {
    func leagueInteractorDidRequestClose()
    /// The user chose a player (a top scorer) to see his profile.
    func leagueInteractorDidChoosePlayer(playerId: String)
}
