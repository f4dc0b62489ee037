import Navigation

/// The features' way to a player profile. It holds the in-game coordinator's handler weakly (through
/// the closure), so features keeping their router never keep the coordinator alive.
@MainActor
final class PlayerProfileRouter: PlayerProfileRouting {
    var open: (String) -> Void = { _ in }

    func showPlayer(playerId: String) {
        open(playerId)
    }
}
