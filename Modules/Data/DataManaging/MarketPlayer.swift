import GameModels

/// One player as the transfer market lists him.
public struct MarketPlayer: Sendable, Hashable {
    public let player: Player
    /// Nil for a free agent.
    public let clubName: String?
    public let tier: Int?
    /// His market value today (Economy's `MarketValue`).
    public let value: Int
    public let shortlisted: Bool

    public init(player: Player, clubName: String?, tier: Int?, value: Int, shortlisted: Bool) {
        self.player = player
        self.clubName = clubName
        self.tier = tier
        self.value = value
        self.shortlisted = shortlisted
    }
}
