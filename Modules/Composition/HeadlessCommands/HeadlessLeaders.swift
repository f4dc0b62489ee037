import DataManaging
import LeagueFeature

/// `supersoccer leaders`' work, apart from argument parsing so tests can call it: each section's boards as text
/// columns, or as JSON.
struct HeadlessLeaders {
    let league: any LeagueDataManaging

    func leaders(careerId: String, scope: LeaderboardScope, division: Int?, json: Bool) async throws -> String {
        let boards = try await CommandFailure.reporting {
            try await league.leaderboards(careerId: careerId, scope: scope)
        }
        var sections = boards.sections
        if let division {
            guard sections.indices.contains(division - 1) else {
                throw CommandFailure("no division \(division): the pyramid has \(sections.count)")
            }
            sections = [sections[division - 1]]
        }
        if json { return try HeadlessJSON.encode(LeadersListing(title: boards.title, sections: sections)) }
        return sections.map { section in
            (["\(section.name) · \(boards.title)"] + Leaderboards.Board.allCases.flatMap { board in
                ["", Self.heading(board)] + Self.rows(section.boards[board] ?? [], board: board)
            }).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    private static func heading(_ board: Leaderboards.Board) -> String {
        switch board {
        case .goals: "Goals"
        case .assists: "Assists"
        case .rating: "Average rating (over half the matches or more)"
        case .cards: "Cards (a red counts as three yellows)"
        }
    }

    private static func rows(_ lines: [Leaderboards.Line], board: Leaderboards.Board) -> [String] {
        guard !lines.isEmpty else { return ["  nobody yet"] }
        let table = lines.enumerated().map { index, line in
            ["  \(index + 1)", line.playerName, line.clubName, LeaderboardText.figure(line, on: board),
             "\(line.appearances) apps"]
        }
        return TextTable.render(table, rightAligned: [0, 3, 4]).split(separator: "\n").map(String.init)
    }
}

/// `leaders --json`: the boards of each section, every number of each player.
struct LeadersListing: Encodable {
    struct Line: Encodable {
        let player: String
        let playerId: String
        let club: String
        let appearances: Int
        let goals: Int
        let assists: Int
        let averageRating: Double
        let yellowCards: Int
        let redCards: Int
    }

    struct Section: Encodable {
        let name: String
        let goals: [Line]
        let assists: [Line]
        let rating: [Line]
        let cards: [Line]
    }

    let title: String
    let sections: [Section]

    init(title: String, sections: [Leaderboards.Section]) {
        self.title = title
        self.sections = sections.map { section in
            let lines = { (board: Leaderboards.Board) in
                (section.boards[board] ?? []).map { line in
                    Line(player: line.playerName, playerId: line.playerId, club: line.clubName,
                         appearances: line.appearances, goals: line.goals, assists: line.assists,
                         averageRating: (line.averageRating * 100).rounded() / 100, yellowCards: line.yellowCards,
                         redCards: line.redCards)
                }
            }
            return Section(name: section.name, goals: lines(.goals), assists: lines(.assists), rating: lines(.rating),
                           cards: lines(.cards))
        }
    }
}
