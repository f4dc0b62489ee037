/// One tie of the season's cup: drawn with its home club first (the final at a neutral ground), and once played
/// the score after ninety minutes or extra time and, when it went to them, the penalties.
public struct CupTie: Identifiable, Sendable, Hashable, Codable {
    public let id: String
    /// The season's first calendar year.
    public let year: Int
    public let round: Int
    public let homeTeamId: String
    public let awayTeamId: String
    /// The tiers the clubs played in when drawn: what makes a giant-killing.
    public let homeTier: Int
    public let awayTier: Int
    public let neutralGround: Bool
    public let homeGoals: Int?
    public let awayGoals: Int?
    public let extraTime: Bool
    public let homePenalties: Int?
    public let awayPenalties: Int?

    public init(id: String, year: Int, round: Int, homeTeamId: String, awayTeamId: String, homeTier: Int,
                awayTier: Int, neutralGround: Bool, homeGoals: Int? = nil, awayGoals: Int? = nil,
                extraTime: Bool = false, homePenalties: Int? = nil, awayPenalties: Int? = nil) {
        self.id = id
        self.year = year
        self.round = round
        self.homeTeamId = homeTeamId
        self.awayTeamId = awayTeamId
        self.homeTier = homeTier
        self.awayTier = awayTier
        self.neutralGround = neutralGround
        self.homeGoals = homeGoals
        self.awayGoals = awayGoals
        self.extraTime = extraTime
        self.homePenalties = homePenalties
        self.awayPenalties = awayPenalties
    }

    public var isPlayed: Bool { homeGoals != nil && awayGoals != nil }
    public var format: MatchFormat {
        MatchFormat(needsWinner: true, neutralGround: neutralGround, tiersApart: abs(homeTier - awayTier))
    }
    public var teamIds: [String] { [homeTeamId, awayTeamId] }

    /// The club that went through; nil until played.
    public var winnerTeamId: String? {
        guard let homeGoals, let awayGoals else { return nil }
        if homeGoals != awayGoals { return homeGoals > awayGoals ? homeTeamId : awayTeamId }
        guard let homePenalties, let awayPenalties else { return nil }
        return homePenalties > awayPenalties ? homeTeamId : awayTeamId
    }

    /// The shootout's score, the winner's kicks first; nil for a tie settled without one.
    public var shootoutScore: (won: Int, lost: Int)? {
        guard let homePenalties, let awayPenalties else { return nil }
        return (max(homePenalties, awayPenalties), min(homePenalties, awayPenalties))
    }

    /// How a played tie was settled beyond its score, as the listings say it: nil in ninety minutes, "after extra
    /// time", or "after extra time, 4–3 on penalties" (the winner's kicks first).
    public var settlement: String? {
        if let kicks = shootoutScore { return "after extra time, \(kicks.won)–\(kicks.lost) on penalties" }
        return extraTime ? "after extra time" : nil
    }

    public var loserTeamId: String? {
        winnerTeamId.map { $0 == homeTeamId ? awayTeamId : homeTeamId }
    }

    /// The tie with the result of its match.
    public func played(_ report: MatchReport) -> CupTie {
        CupTie(id: id, year: year, round: round, homeTeamId: homeTeamId, awayTeamId: awayTeamId, homeTier: homeTier,
               awayTier: awayTier, neutralGround: neutralGround, homeGoals: report.homeGoals,
               awayGoals: report.awayGoals, extraTime: report.extraTime, homePenalties: report.shootout?.homeScore,
               awayPenalties: report.shootout?.awayScore)
    }
}
