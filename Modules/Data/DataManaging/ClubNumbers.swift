import GameModels

/// A club's numbers this season: how many of its matches were counted and their totals (`possession` the sum of
/// its per-cent shares), from which the League's Numbers view shows averages a match.
public struct ClubNumbers: Sendable, Hashable {
    public let teamId: String
    public let matches: Int
    public let totals: SideStats

    public init(teamId: String, matches: Int, totals: SideStats) {
        self.teamId = teamId
        self.matches = matches
        self.totals = totals
    }

    /// `count` a match over the counted matches; 0 before any.
    public func perMatch(_ count: KeyPath<SideStats, Int>) -> Double {
        matches > 0 ? Double(totals[keyPath: count]) / Double(matches) : 0
    }
}
