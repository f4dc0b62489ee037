/// The money of one level of the pyramid: what its grounds hold and fill, what a ticket, a sponsor and the
/// television bring, the prize money, the wage rate and how much of its revenue the board lets go on wages.
/// Their real-world anchors: Modules/DECISIONS.md, "Economy: formulas and their real-world anchors".
public struct TierEconomy: Sendable, Hashable {
    public let tier: Int
    /// Seats of the smallest and the biggest ground a club of the tier has.
    public let capacityRange: ClosedRange<Int>
    /// The share of the seats an average home match sells: mid-table against mid-table, in ordinary form.
    public let baseFill: Double
    /// Average receipts per spectator, after season tickets and concessions.
    public let ticketPrice: Int
    public let weeklySponsorship: Int
    public let weeklyTelevision: Int
    /// Prize money per place climbed: the last club gets one step, the champion one step per club.
    public let prizePerPlace: Int
    /// The market's weekly wage per squared overall point above `WageDemand.floorOverall`.
    public let wagePerSquaredPoint: Int
    /// The share of last season's revenue the board lets the club spend on wages.
    public let boardWageShare: Double
    /// The share of each week's income that goes on running the club: staff, the ground, travel (decision 29).
    public let runningCostShare: Double

    /// The power of its ground's size (against the middle of `capacityRange`) a club's sponsorship follows: in the top
    /// flight sponsors pay for a club's following, which its ground measures — the biggest club earns several times the
    /// smallest one's commercial income and can pay for the best players (issue 18); lower down they pay alike.
    public let sponsorshipByGround: Int

    /// A club's weekly sponsorship with a ground of `capacity` seats: `weeklySponsorship` at the middle of the range.
    public func sponsorship(capacity: Int) -> Int {
        let middle = Double(capacityRange.lowerBound + capacityRange.upperBound) / 2
        let size = Double(max(0, capacity)) / middle
        return MoneyRounding.tens(Double(weeklySponsorship) * Powers.power(size, sponsorshipByGround))
    }

    /// Tier 1 at the top; the world generator's four tiers.
    public static let pyramid = [
        TierEconomy(tier: 1, capacityRange: 24_000...62_000, baseFill: 0.92, ticketPrice: 14,
                    weeklySponsorship: 510_000, weeklyTelevision: 800_000, prizePerPlace: 520_000,
                    wagePerSquaredPoint: 25, boardWageShare: 0.68,
                    runningCostShare: 0.27, sponsorshipByGround: 2),
        TierEconomy(tier: 2, capacityRange: 12_000...34_000, baseFill: 0.70, ticketPrice: 11,
                    weeklySponsorship: 160_000, weeklyTelevision: 115_000, prizePerPlace: 40_000,
                    wagePerSquaredPoint: 12, boardWageShare: 1.0,
                    runningCostShare: 0.12, sponsorshipByGround: 0),
        TierEconomy(tier: 3, capacityRange: 7_000...21_000, baseFill: 0.60, ticketPrice: 11,
                    weeklySponsorship: 72_000, weeklyTelevision: 26_000, prizePerPlace: 10_000,
                    wagePerSquaredPoint: 6, boardWageShare: 0.85,
                    runningCostShare: 0.12, sponsorshipByGround: 0),
        TierEconomy(tier: 4, capacityRange: 4_000...12_000, baseFill: 0.52, ticketPrice: 9,
                    weeklySponsorship: 24_000, weeklyTelevision: 9_000, prizePerPlace: 3_000,
                    wagePerSquaredPoint: 3, boardWageShare: 0.8,
                    runningCostShare: 0.12, sponsorshipByGround: 0),
    ]

    /// The economy of `tier`; tiers below the pyramid's last take the last one's.
    public static func of(tier: Int) -> TierEconomy {
        pyramid.first { $0.tier == tier } ?? pyramid[pyramid.count - 1]
    }
}
