import DataManaging
import GameModels

/// The rows of the match report's two panels, in the order they are listed. The interactor (what a
/// row opens, how far the selection goes) and the transform (what the rows show) share them.
enum ReportRows {
    /// One side's rated players: starters before substitutes, keepers to forwards by the line each played
    /// (his natural position where the report does not say), otherwise as the report has them.
    static func performances(of teamId: String, in report: MatchReport,
                             position: (String) -> Position?) -> [PlayerPerformance] {
        report.performances.enumerated()
            .filter { $0.element.teamId == teamId }
            .sorted { lhs, rhs in
                let left = key(lhs.element, position), right = key(rhs.element, position)
                return left != right ? left.lexicographicallyPrecedes(right) : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// Every rated player, the home side first: the rows the ratings selection moves over.
    static func ratings(in report: MatchReport, position: (String) -> Position?) -> [PlayerPerformance] {
        performances(of: report.homeTeamId, in: report, position: position)
            + performances(of: report.awayTeamId, in: report, position: position)
    }

    /// The day's results without the user's own match.
    static func otherResults(of played: PlayedMatchDay, preview: MatchDayPreview?) -> [FixtureSummary] {
        let userMatchId = played.userMatch?.matchId ?? preview?.userMatch?.matchId
        return played.results.filter { $0.matchId != userMatchId }
    }

    private static func key(_ performance: PlayerPerformance, _ position: (String) -> Position?) -> [Int] {
        [performance.started ? 0 : 1,
         (performance.line ?? position(performance.playerId))?.sortIndex ?? Position.allCases.count]
    }
}
