import GameModels

package enum MatchTransformer: RecordTransformer {
    package static func record(from model: Match) -> MatchRecord {
        MatchRecord(id: model.id, seasonId: model.seasonId, divisionId: model.divisionId, matchDay: model.matchDay,
                    homeTeamId: model.homeTeamId, awayTeamId: model.awayTeamId,
                    homeGoals: model.homeGoals, awayGoals: model.awayGoals)
    }

    package static func model(from record: MatchRecord) -> Match {
        Match(id: record.id, seasonId: record.seasonId, divisionId: record.divisionId, matchDay: record.matchDay,
              homeTeamId: record.homeTeamId, awayTeamId: record.awayTeamId,
              homeGoals: record.homeGoals, awayGoals: record.awayGoals)
    }
}
