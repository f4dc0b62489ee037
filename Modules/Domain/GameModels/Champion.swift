/// A division's champion of one season: the one record that a season's end, a career's history and `simulate`
/// keep, and that the Season Review, the History tab and every listing (`advance`, `history`, `simulate --json`)
/// show.
public struct Champion: Sendable, Hashable, Codable {
    /// The season's first calendar year.
    public let year: Int
    public let tier: Int
    public let divisionName: String
    public let clubName: String
    /// The champion's points in the final table.
    public let points: Int

    public init(year: Int, tier: Int, divisionName: String, clubName: String, points: Int) {
        self.year = year
        self.tier = tier
        self.divisionName = divisionName
        self.clubName = clubName
        self.points = points
    }

    /// Such as `2026/27`.
    public var seasonLabel: String { Season.label(startingIn: year) }

    /// The JSON of every listing: `{"year", "tier", "division", "club", "points"}`.
    private enum CodingKeys: String, CodingKey {
        case year, tier, points
        case divisionName = "division"
        case clubName = "club"
    }
}
