import Navigation

/// Stands in for the composition root's player routing and keeps every profile asked for.
@MainActor
final class RecordingPlayerRouter: PlayerProfileRouting {
    private(set) var shownPlayerIds: [String] = []

    func showPlayer(playerId: String) {
        shownPlayerIds.append(playerId)
    }
}
