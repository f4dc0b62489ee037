import GameModels

/// Cup ties to and from their `cup_tie` rows; a row keeps its season's id, the model its year.
package enum CupTieTransformer {
    package static func model(from record: CupTieRecord, year: Int) -> CupTie {
        CupTie(id: record.id, year: year, round: record.round, homeTeamId: record.homeTeamId,
               awayTeamId: record.awayTeamId, homeTier: record.homeTier, awayTier: record.awayTier,
               neutralGround: record.neutralGround, homeGoals: record.homeGoals, awayGoals: record.awayGoals,
               extraTime: record.extraTime, homePenalties: record.homePenalties, awayPenalties: record.awayPenalties)
    }

    package static func record(from tie: CupTie, seasonId: String) -> CupTieRecord {
        CupTieRecord(id: tie.id, seasonId: seasonId, round: tie.round, homeTeamId: tie.homeTeamId,
                     awayTeamId: tie.awayTeamId, homeTier: tie.homeTier, awayTier: tie.awayTier,
                     neutralGround: tie.neutralGround, homeGoals: tie.homeGoals, awayGoals: tie.awayGoals,
                     extraTime: tie.extraTime, homePenalties: tie.homePenalties, awayPenalties: tie.awayPenalties)
    }
}
