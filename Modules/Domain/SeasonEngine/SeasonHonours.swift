import GameModels

/// Who won each division in one simulated season, and who went up and down.
public struct SeasonHonours: Sendable, Equatable, Codable {
    /// The clubs that changed division at one season's end, by name, top boundary first.
    public struct Movements: Sendable, Equatable, Codable {
        public let season: Int
        public let clubs: [String]
    }

    public let champions: [Champion]
    public let promoted: Movements
    public let relegated: Movements
}
