import GameModels

/// A player's performance and its `player_match` row; the row adds the match, which the model leaves to
/// the report holding it.
enum PerformanceTransformer {
    package static func record(from model: PlayerPerformance, matchId: String) -> PlayerMatchRecord {
        PlayerMatchRecord(matchId: matchId, playerId: model.playerId, teamId: model.teamId, started: model.started,
                          minutesPlayed: model.minutesPlayed, goals: model.goals, assists: model.assists,
                          yellowCards: model.yellowCards, redCards: model.redCards, injured: model.injured,
                          rating: model.rating)
    }

    package static func model(from record: PlayerMatchRecord) -> PlayerPerformance {
        PlayerPerformance(playerId: record.playerId, teamId: record.teamId, started: record.started,
                          minutesPlayed: record.minutesPlayed, goals: record.goals, assists: record.assists,
                          yellowCards: record.yellowCards, redCards: record.redCards, injured: record.injured,
                          rating: record.rating)
    }
}
