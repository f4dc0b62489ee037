import GameModels

/// The numbers of one tier's matches in one simulated season, as `simulate --json` prints them: per team per
/// match, except the cards, which are per match as leagues count them.
public struct TierMatchStats: Sendable, Equatable, Codable {
    /// The season's first calendar year.
    public let year: Int
    public let tier: Int
    public let matches: Int
    public let shots: Double
    public let shotsOnTarget: Double
    public let corners: Double
    public let fouls: Double
    public let yellowCards: Double
    public let redCards: Double
    /// The home side's average share of the ball, per cent.
    public let homePossession: Double
    /// Goals over shots.
    public let goalsPerShot: Double
}

/// Adds up one tier's matches of a season into its `TierMatchStats`.
struct TierMatchStatsCount {
    private var matches = 0
    private var goals = 0
    private var totals = SideStats(possession: 0)
    private var homePossession = 0

    mutating func add(_ report: MatchReport) {
        guard let stats = report.stats else { return }
        matches += 1
        goals += report.homeGoals + report.awayGoals
        totals = totals.adding(stats.home).adding(stats.away)
        homePossession += stats.home.possession
    }

    func figures(year: Int, tier: Int) -> TierMatchStats {
        let games = Double(max(matches, 1))
        let perTeam = { (count: Int) in Double(count) / (2 * games) }
        return TierMatchStats(year: year, tier: tier, matches: matches, shots: perTeam(totals.shots),
                              shotsOnTarget: perTeam(totals.shotsOnTarget), corners: perTeam(totals.corners),
                              fouls: perTeam(totals.fouls), yellowCards: Double(totals.yellowCards) / games,
                              redCards: Double(totals.redCards) / games,
                              homePossession: Double(homePossession) / games,
                              goalsPerShot: Double(goals) / Double(max(totals.shots, 1)))
    }
}
