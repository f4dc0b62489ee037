import GameModels

enum PlayerStatsTransformer: RecordTransformer {
    static func record(from model: PlayerStats) -> PlayerStatsRecord {
        PlayerStatsRecord(playerId: model.playerId, seasonId: model.seasonId, appearances: model.appearances,
                          goals: model.goals, assists: model.assists, yellowCards: model.yellowCards,
                          redCards: model.redCards)
    }

    static func model(from record: PlayerStatsRecord) -> PlayerStats {
        PlayerStats(playerId: record.playerId, seasonId: record.seasonId, appearances: record.appearances,
                    goals: record.goals, assists: record.assists, yellowCards: record.yellowCards,
                    redCards: record.redCards)
    }
}
