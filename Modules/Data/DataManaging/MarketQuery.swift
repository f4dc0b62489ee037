import GameModels

/// Filters of a transfer market search; nil means any.
public struct MarketQuery: Sendable, Hashable {
    public var position: Position?
    public var ages: ClosedRange<Int>?
    public var minimumOverall: Int?
    public var maximumValue: Int?
    /// Part of a club's name, any case.
    public var club: String?
    public var tier: Int?
    public var freeAgentsOnly: Bool
    public var limit: Int

    public init(position: Position? = nil, ages: ClosedRange<Int>? = nil, minimumOverall: Int? = nil,
                maximumValue: Int? = nil, club: String? = nil, tier: Int? = nil, freeAgentsOnly: Bool = false,
                limit: Int = 50) {
        self.position = position
        self.ages = ages
        self.minimumOverall = minimumOverall
        self.maximumValue = maximumValue
        self.club = club
        self.tier = tier
        self.freeAgentsOnly = freeAgentsOnly
        self.limit = limit
    }
}
