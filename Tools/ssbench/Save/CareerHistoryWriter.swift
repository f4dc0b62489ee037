import Foundation
import GameModels
import GRDB
import SeasonEngine
import WorldGenerator

/// Grows a new career to the size of one that has played several seasons, with raw SQL on the
/// schema of `CareerDatabase.schemaVersion` 13 (7 to 13 only added tables it leaves empty — past cups among them —,
/// counted columns that default to none and indexes, re-keyed tables it fills by column name, and a club's money
/// by kind as columns of one row): per past season a
/// season row, a double round robin of played matches in every division, a stats row per club, a season line per
/// player (with its club and rating total), the final table, each club's money totals by kind and a season's
/// inbox of the user's club (some seventy messages). Raw SQL rather than the engine keeps the setup to a second;
/// the figures then come from a file of realistic size and shape rather than from the few hundred KiB of a fresh
/// world, where fixed costs would dominate.
enum CareerHistoryWriter {
    /// The schema the SQL below is written against.
    static let writtenSchema = 13

    static func appendSeasons(_ count: Int, to career: URL, seed: UInt64) throws {
        let queue = try DatabaseQueue(path: career.path)
        try queue.write { db in
            let schema = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            guard schema == writtenSchema else {
                throw BenchmarkError("ssbench grows careers of schema \(writtenSchema), this one has \(schema): update CareerHistoryWriter")
            }
            guard let current = try Row.fetchOne(db, sql: "SELECT leagueId, MIN(year) AS year FROM season"),
                  let leagueId = current["leagueId"] as String?, let currentYear = current["year"] as Int? else {
                throw BenchmarkError("the new career has no season to add history to")
            }
            let statements = try Statements(db)
            let divisions = try clubsByDivision(db)
            var rng = SeededRandomNumberGenerator(seed: seed)
            // Past seasons: the current one stays current, so the career reads as before.
            for year in currentYear - count..<currentYear {
                let seasonId = "season-\(year)"
                try statements.season.execute(arguments: [seasonId, leagueId, year])
                for (divisionId, clubs) in divisions {
                    try playSeason(of: clubs, division: divisionId, season: seasonId, statements, &rng)
                }
                for message in 0..<70 {
                    try statements.message.execute(arguments: [
                        // August to December, fourteen messages a month: every date exists.
                        "\(year)-\(String(format: "%02d", 8 + message / 14))-\(String(format: "%02d", 1 + message % 14 * 2))",
                        "pyramid", "Owl in the rafters \(message)",
                        "An owl nested in the rafters of the main stand. The club made it an honorary member.",
                    ])
                }
            }
        }
        // Fold the write-ahead log back in, as the game does when it closes a career.
        try queue.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        try queue.close()
    }

    private struct Statements {
        let season, match, teamStats, playerStats, standing, money, message: Statement

        init(_ db: Database) throws {
            season = try db.makeStatement(sql: "INSERT INTO season (id, leagueId, year) VALUES (?, ?, ?)")
            match = try db.makeStatement(sql: """
                INSERT INTO match (id, seasonId, divisionId, matchDay, homeTeamId, awayTeamId, homeGoals, awayGoals)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            teamStats = try db.makeStatement(sql: """
                INSERT INTO team_stats (teamId, seasonId, won, drawn, lost, goalsFor, goalsAgainst)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
            playerStats = try db.makeStatement(sql: """
                INSERT INTO player_stats (playerId, seasonId, appearances, goals, assists, yellowCards, redCards,
                                          ratingTotal, teamId)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            standing = try db.makeStatement(sql: """
                INSERT INTO season_standing (seasonId, teamId, divisionId, position, won, drawn, lost, goalsFor,
                                             goalsAgainst)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            money = try db.makeStatement(sql: """
                INSERT INTO club_season_money (teamId, seasonId, gate, sponsorship, television, prize, wages)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
            message = try db.makeStatement(sql: """
                INSERT INTO inbox_message (date, kind, subject, body, read) VALUES (?, ?, ?, ?, 1)
                """)
        }
    }

    private struct Club {
        let id: String
        let players: [String]
    }

    private static func clubsByDivision(_ db: Database) throws -> [(String, [Club])] {
        let players = Dictionary(grouping: try Row.fetchAll(db, sql: "SELECT id, teamId FROM player ORDER BY id"),
                                 by: { $0["teamId"] as String? ?? "" })
        let teams = try Row.fetchAll(db, sql: "SELECT id, divisionId FROM team ORDER BY divisionId, id")
        let grouped = Dictionary(grouping: teams, by: { $0["divisionId"] as String })
        return grouped.keys.sorted().map { division in
            (division, grouped[division, default: []].map { row in
                let id: String = row["id"]
                return Club(id: id, players: players[id, default: []].map { $0["id"] })
            })
        }
    }

    private static func playSeason(of clubs: [Club], division: String, season: String, _ statements: Statements,
                                   _ rng: inout SeededRandomNumberGenerator) throws {
        var tables = Array(repeating: TableRow(), count: clubs.count)
        let index = Dictionary(clubs.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let fixtures = FixtureScheduler.fixtures(seasonId: season, divisionId: division, teamIds: clubs.map(\.id),
                                                 seed: rng.next())
        for fixture in fixtures {
            guard let homeIndex = index[fixture.homeTeamId], let awayIndex = index[fixture.awayTeamId] else { continue }
            let (home, away) = (goals(&rng), goals(&rng))
            try statements.match.execute(arguments: [
                fixture.id, season, division, fixture.matchDay, fixture.homeTeamId, fixture.awayTeamId, home, away,
            ])
            tables[homeIndex].record(scored: home, conceded: away)
            tables[awayIndex].record(scored: away, conceded: home)
        }
        let order = tables.indices.sorted { tables[$0].ranks(above: tables[$1]) }
        for (club, row) in zip(clubs, tables) {
            try statements.teamStats.execute(arguments: [club.id, season, row.won, row.drawn, row.lost,
                                                         row.goalsFor, row.goalsAgainst])
            // Gate, sponsorship, television, prize and wages.
            let amounts = (0..<5).map { _ in Int.random(in: 0...9_000_000, using: &rng) }
            try statements.money.execute(arguments: StatementArguments([club.id, season] + amounts.map { $0 as any DatabaseValueConvertible }))
            for player in club.players {
                let appearances = Int.random(in: 0...38, using: &rng)
                try statements.playerStats.execute(arguments: [
                    player, season, appearances, Int.random(in: 0...12, using: &rng),
                    Int.random(in: 0...9, using: &rng), Int.random(in: 0...8, using: &rng),
                    Int.random(in: 0...1, using: &rng), Double(appearances) * 6.6, club.id,
                ])
            }
        }
        for (position, index) in order.enumerated() {
            let row = tables[index]
            try statements.standing.execute(arguments: [season, clubs[index].id, division, position + 1, row.won,
                                                        row.drawn, row.lost, row.goalsFor, row.goalsAgainst])
        }
    }

    /// 0–5 goals, low scores likelier, about as football spreads them.
    private static func goals(_ rng: inout SeededRandomNumberGenerator) -> Int {
        [0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5].randomElement(using: &rng) ?? 0
    }

    private struct TableRow {
        var won = 0, drawn = 0, lost = 0, goalsFor = 0, goalsAgainst = 0

        /// Points, then goal difference, then goals scored.
        func ranks(above other: TableRow) -> Bool {
            let mine = (won * 3 + drawn, goalsFor - goalsAgainst, goalsFor)
            let theirs = (other.won * 3 + other.drawn, other.goalsFor - other.goalsAgainst, other.goalsFor)
            return mine > theirs
        }

        mutating func record(scored: Int, conceded: Int) {
            goalsFor += scored
            goalsAgainst += conceded
            if scored > conceded { won += 1 } else if scored == conceded { drawn += 1 } else { lost += 1 }
        }
    }
}
