import DataManaging
import GameModels
import GRDB
import Persistence
import SeasonEngine

/// The leaderboards of a season, a division each, or of the career, every division together: the lines read from
/// storage, the boards decided by the Domain's `SeasonLeaders`.
enum LeaderboardsBuilder {
    static func leaderboards(_ scope: LeaderboardScope, in db: Database) throws -> Leaderboards {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        switch scope {
        case .career:
            let records = try SeasonStore.leaderLines(seasonId: nil, in: db)
            let seasons = Dictionary(grouping: records, by: \.seasonId).sorted { $0.key < $1.key }
            let lines = SeasonLeaders.careerLines(seasons.map { $0.value.map(line(of:)) })
            // A career's rating counts over half of the matches a club could have played in the seasons it lasted.
            let rounds = try seasons.reduce(0) { total, season in
                total + (try SeasonStore.mostMatchesPlayed(seasonId: season.key, in: db))
            }
            return Leaderboards(title: "Career", sections: [
                section("All divisions", lines: lines, rounds: rounds, records: records, context: context),
            ])
        case .season(let year):
            let current = context.season.year
            guard let seasonId = try FinanceStore.seasonId(ofYear: year ?? current, in: db) else {
                let first = try HistoryStore.seasonYears(in: db).first ?? current
                throw DataError.seasonNotFound(year: year ?? current, first: first, current: current)
            }
            let records = try SeasonStore.leaderLines(seasonId: seasonId, in: db)
            let byDivision = Dictionary(grouping: records, by: \.divisionId)
            let rounds = try SeasonStore.mostMatchesPlayed(seasonId: seasonId, in: db, byDivision: true)
            return Leaderboards(title: Season.label(startingIn: year ?? current), sections: context.divisions.map { division in
                let own = byDivision[division.id] ?? []
                return section(division.name, lines: own.map(line(of:)), rounds: rounds[division.id] ?? 0,
                               records: own, context: context)
            })
        }
    }

    private static func section(_ name: String, lines: [PlayerSeasonLine], rounds: Int, records: [LeaderLineRecord],
                                context: SeasonContext) -> Leaderboards.Section {
        let names = Dictionary(records.map { ($0.playerId, "\($0.firstName) \($0.lastName)") },
                               uniquingKeysWith: { _, last in last })
        let boards = Leaderboards.Board.allCases.map { board in
            (board, SeasonLeaders.leaders(SeasonLeaders.Board(rawValue: board.rawValue) ?? .goals, among: lines,
                                          rounds: rounds).map { line in
                Leaderboards.Line(playerId: line.playerId, playerName: names[line.playerId] ?? line.playerId,
                                  teamId: line.teamId, clubName: context.clubName(line.teamId),
                                  appearances: line.appearances, goals: line.goals, assists: line.assists,
                                  averageRating: line.averageRating, yellowCards: line.yellowCards,
                                  redCards: line.redCards)
            })
        }
        return Leaderboards.Section(name: name, boards: Dictionary(boards, uniquingKeysWith: { first, _ in first }))
    }

    private static func line(of record: LeaderLineRecord) -> PlayerSeasonLine {
        PlayerSeasonLine(playerId: record.playerId, teamId: record.teamId, appearances: record.appearances,
                         goals: record.goals, ratingTotal: record.ratingTotal, assists: record.assists,
                         yellowCards: record.yellowCards, redCards: record.redCards)
    }
}
