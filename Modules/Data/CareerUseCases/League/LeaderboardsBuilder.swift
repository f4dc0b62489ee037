import DataManaging
import GameModels
import Persistence
import SeasonEngine

/// The leaderboards of a season, a division each, or of the career, every division together: the lines as stored,
/// the boards decided by the Domain's `SeasonLeaders`.
enum LeaderboardsBuilder {
    static func season(_ season: LeaderSeasonRecords, year: Int, context: SeasonContext) -> Leaderboards {
        let byDivision = Dictionary(grouping: season.lines, by: \.divisionId)
        return Leaderboards(title: Season.label(startingIn: year), sections: context.divisions.map { division in
            let own = byDivision[division.id] ?? []
            return section(division.name, lines: own.map(line(of:)), rounds: season.rounds[division.id] ?? 0,
                           records: own, context: context)
        })
    }

    /// A career's rating counts over half of the matches a club could have played in the seasons it lasted.
    static func career(_ seasons: [LeaderSeasonRecords], context: SeasonContext) -> Leaderboards {
        let lines = SeasonLeaders.careerLines(seasons.map { $0.lines.map(line(of:)) })
        let rounds = seasons.reduce(0) { $0 + ($1.rounds.values.max() ?? 0) }
        return Leaderboards(title: "Career", sections: [
            section("All divisions", lines: lines, rounds: rounds, records: seasons.flatMap(\.lines), context: context),
        ])
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
