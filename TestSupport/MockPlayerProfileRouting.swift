import Navigation

/// Records the players any feature asked to open, in order.
@MainActor
public final class MockPlayerProfileRouting: PlayerProfileRouting {
    public private(set) var playerIds: [String] = []

    public init() {}

    public func showPlayer(playerId: String) { playerIds.append(playerId) }
}
