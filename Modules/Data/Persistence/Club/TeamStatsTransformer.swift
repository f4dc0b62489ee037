import DataManaging
import GameModels

package enum TeamStatsTransformer: RecordTransformer {
    package static func record(from model: TeamStats) -> TeamStatsRecord {
        TeamStatsRecord(teamId: model.teamId, seasonId: model.seasonId, won: model.won, drawn: model.drawn,
                        lost: model.lost, goalsFor: model.goalsFor, goalsAgainst: model.goalsAgainst)
    }

    package static func numbers(from record: TeamStatsRecord) -> ClubNumbers {
        ClubNumbers(teamId: record.teamId, matches: record.countedMatches, totals: record.counted)
    }

    package static func model(from record: TeamStatsRecord) -> TeamStats {
        TeamStats(teamId: record.teamId, seasonId: record.seasonId, won: record.won, drawn: record.drawn,
                  lost: record.lost, goalsFor: record.goalsFor, goalsAgainst: record.goalsAgainst)
    }
}
