/// One kick of a shootout: who took it, for which club, and how it ended.
public struct PenaltyKick: Sendable, Hashable, Codable {
    public enum Outcome: String, Sendable, Hashable, Codable, CaseIterable {
        case scored, saved, missed
    }

    public let teamId: String
    public let playerId: String
    /// The keeper he faced.
    public let keeperId: String?
    public let outcome: Outcome

    public init(teamId: String, playerId: String, keeperId: String?, outcome: Outcome) {
        self.teamId = teamId
        self.playerId = playerId
        self.keeperId = keeperId
        self.outcome = outcome
    }
}

/// A tie's penalty shootout, kick by kick in the order taken: five each, then sudden death, stopped the
/// moment one side cannot be caught.
public struct PenaltyShootout: Sendable, Hashable, Codable {
    public let homeTeamId: String
    public let kicks: [PenaltyKick]

    public init(homeTeamId: String, kicks: [PenaltyKick]) {
        self.homeTeamId = homeTeamId
        self.kicks = kicks
    }

    public var homeScore: Int { kicks.filter { $0.teamId == homeTeamId && $0.outcome == .scored }.count }
    public var awayScore: Int { kicks.filter { $0.teamId != homeTeamId && $0.outcome == .scored }.count }
    public var homeWon: Bool { homeScore > awayScore }
}
