/// Opens a player's profile from any feature that lists players (squad, top scorers, match reports).
/// The composition root answers it with the Player feature, so those features never import it.
@MainActor
public protocol PlayerProfileRouting: AnyObject {
    func showPlayer(playerId: String)
}
