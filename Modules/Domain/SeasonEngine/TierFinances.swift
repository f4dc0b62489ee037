/// How one tier of the pyramid stood for money in one simulated season. Only the simulation makes them.
public struct TierFinances: Sendable, Equatable, Codable {
    public let season: Int
    public let tier: Int
    /// The median over the tier's clubs of the season's wages over its revenue (gate, sponsorship,
    /// television and prize money).
    public let wageToRevenue: Double
    /// The median balance of the tier's clubs at the season's end, prizes paid, in whole pounds.
    public let medianBalance: Int
}
