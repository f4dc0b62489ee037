/// What sets one level of the pyramid apart: how good its players are and how rich its clubs are.
struct TierProfile: Sendable {
    let tier: Int
    /// The level of an average club's players at their peak age.
    let clubLevel: Double
    /// The budget of an average club of the tier.
    let budget: Int
    /// Weekly wage per squared overall point above `ContractTerms.wageFloorOverall`.
    let wageFactor: Int

    /// Tier 1 at the top. Levels are tuned so squads average about 72, 65, 58 and 52 overall
    /// once youngsters and veterans pull the mean below the peak-age level.
    static let pyramid = [
        TierProfile(tier: 1, clubLevel: 74.5, budget: 50_000_000, wageFactor: 25),
        TierProfile(tier: 2, clubLevel: 67.5, budget: 15_000_000, wageFactor: 12),
        TierProfile(tier: 3, clubLevel: 60.5, budget: 5_000_000, wageFactor: 6),
        TierProfile(tier: 4, clubLevel: 54.5, budget: 1_500_000, wageFactor: 3),
    ]

    /// The profile of `tier`; tiers below the pyramid's last take the last one's.
    static func profile(tier: Int) -> TierProfile {
        pyramid.first { $0.tier == tier } ?? pyramid[pyramid.count - 1]
    }

    /// Even division sizes keep every club playing on every match day of a round robin.
    static let clubCounts = [16, 18, 20]

    /// How far a club's level may stray from its tier's, so a division has favourites and strugglers.
    static let clubLevelSpread = 2.5
    static let clubLevelLimit = 6.0
}
