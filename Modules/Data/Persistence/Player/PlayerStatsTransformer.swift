import GameModels

package enum PlayerStatsTransformer: RecordTransformer {
    /// The model carries no rating or club: a row made from it has none yet.
    package static func record(from model: PlayerStats) -> PlayerStatsRecord {
        PlayerStatsRecord(playerId: model.playerId, seasonId: model.seasonId, appearances: model.appearances,
                          goals: model.goals, assists: model.assists, yellowCards: model.yellowCards,
                          redCards: model.redCards, ratingTotal: 0, teamId: nil)
    }

    package static func model(from record: PlayerStatsRecord) -> PlayerStats {
        PlayerStats(playerId: record.playerId, seasonId: record.seasonId, appearances: record.appearances,
                    goals: record.goals, assists: record.assists, yellowCards: record.yellowCards,
                    redCards: record.redCards)
    }
}
