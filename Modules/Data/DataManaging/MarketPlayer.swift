import GameModels

/// One player as the transfer market lists him.
public struct MarketPlayer: Sendable, Hashable {
    public let player: Player
    /// Nil for a free agent.
    public let clubName: String?
    public let tier: Int?
    /// His market value today (Economy's `MarketValue`).
    public let value: Int
    /// The weekly wage he asks to join the user's club (what `signingDemand` would answer).
    public let askingWage: Int
    public let shortlisted: Bool

    public init(player: Player, clubName: String?, tier: Int?, value: Int, askingWage: Int, shortlisted: Bool) {
        self.player = player
        self.clubName = clubName
        self.tier = tier
        self.value = value
        self.askingWage = askingWage
        self.shortlisted = shortlisted
    }
}
