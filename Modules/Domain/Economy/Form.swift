import GameModels

/// A club's recent results as league points, which move its crowds.
public struct Form: Sendable, Hashable {
    public let points: Int
    public let matches: Int

    public init(points: Int, matches: Int) {
        self.points = max(0, points)
        self.matches = max(0, matches)
    }

    /// No match yet: counts as ordinary form.
    public static let none = Form(points: 0, matches: 0)
    /// How many of the latest matches count.
    public static let length = 5
    /// Points a match of an ordinary side (a win, a draw and a loss in three games is 1.33).
    public static let ordinaryPointsPerMatch = 1.4

    public var pointsPerMatch: Double {
        matches == 0 ? Self.ordinaryPointsPerMatch : Double(points) / Double(matches)
    }

    /// The form of `teamId` over its last `length` played matches among `matches`, latest match day last.
    public static func recent(teamId: String, matches: [Match]) -> Form {
        let played = matches
            .filter { $0.isPlayed && ($0.homeTeamId == teamId || $0.awayTeamId == teamId) }
            .sorted { $0.matchDay < $1.matchDay }
            .suffix(length)
        let points = played.reduce(0) { $0 + ($1.points(of: teamId) ?? 0) }
        return Form(points: points, matches: played.count)
    }
}
