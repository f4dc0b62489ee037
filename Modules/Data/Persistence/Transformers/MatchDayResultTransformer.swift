import GameModels

/// Turns a played match day into the rows it writes. One way only: reports are read back match by match
/// (`MatchReportTransformer`), conditions with the players.
enum MatchDayResultTransformer {
    static func records(from model: MatchDayResult, seasonId: String) -> MatchDayRecords {
        MatchDayRecords(
            matches: model.reports.map { report in
                MatchDayRecords.PlayedMatch(
                    matchId: report.matchId, homeGoals: report.homeGoals, awayGoals: report.awayGoals,
                    events: MatchReportTransformer.eventRecords(from: report),
                    performances: MatchReportTransformer.performanceRecords(from: report),
                    playerStats: report.playerTotals(seasonId: seasonId).map(PlayerStatsTransformer.record(from:)),
                    teamStats: report.teamTotals(seasonId: seasonId).map(TeamStatsTransformer.record(from:)))
            },
            conditions: model.conditions.sorted { $0.key < $1.key }.map { playerId, condition in
                MatchDayRecords.Condition(playerId: playerId, fitness: condition.fitness,
                                          injuryMatchDays: condition.injuryMatchDays,
                                          suspensionMatchDays: condition.suspensionMatchDays)
            })
    }
}
