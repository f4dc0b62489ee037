import GameModels

/// Turns a played match day into the rows it writes. One way only: reports are read back match by match
/// (`MatchReportTransformer`), conditions with the players. Every match leaves its score and what it adds
/// to the season lines; only the user's match keeps its events and performances (Modules/DECISIONS.md 15).
package enum MatchDayResultTransformer {
    package static func records(from model: MatchDayResult, seasonId: String, userTeamId: String?) -> MatchDayRecords {
        MatchDayRecords(
            matches: model.reports.map { report in
                let kept = [report.homeTeamId, report.awayTeamId].contains(userTeamId)
                return MatchDayRecords.PlayedMatch(
                    matchId: report.matchId, homeGoals: report.homeGoals, awayGoals: report.awayGoals,
                    events: kept ? MatchReportTransformer.eventRecords(from: report) : [],
                    performances: kept ? MatchReportTransformer.performanceRecords(from: report) : [],
                    playerStats: report.playerTotals(seasonId: seasonId),
                    teamStats: report.teamTotals(seasonId: seasonId).enumerated().map { side, totals in
                        let record = TeamStatsTransformer.record(from: totals)
                        return report.stats.map { MatchStatsTransformer.adding($0.sides[side], to: record) } ?? record
                    },
                    matchStats: kept ? report.stats.map { MatchStatsTransformer.records(from: $0, matchId: report.matchId) }
                        ?? [] : [])
            },
            conditions: model.conditions.sorted { $0.key < $1.key }.map { playerId, condition in
                MatchDayRecords.Condition(playerId: playerId, fitness: condition.fitness,
                                          injuryMatchDays: condition.injuryMatchDays,
                                          suspensionMatchDays: condition.suspensionMatchDays)
            })
    }
}
