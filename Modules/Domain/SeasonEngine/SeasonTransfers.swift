/// The moves between clubs in one simulated season's windows (free agents' signings are not counted) and
/// their fees, in whole pounds.
public struct SeasonTransfers: Sendable, Equatable, Codable {
    public let season: Int
    public let count: Int
    public let medianFee: Int
    public let maxFee: Int
}
