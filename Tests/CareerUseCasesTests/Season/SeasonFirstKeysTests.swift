@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// Schema 12: the tables a match day adds to are keyed season first, so a season's rows sit together however
/// many seasons the file holds (the clubs' money a row per club since schema 13); a career of schema 11 keeps every
/// row through the migrations and plays on.
struct SeasonFirstKeysTests {
    static let tables = ["player_stats": ["seasonId", "playerId"], "club_season_money": ["seasonId", "teamId"],
                         "team_stats": ["seasonId", "teamId"]]

    @Test func aVersionElevenCareerKeepsEveryRowKeyedSeasonFirst() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = try await rewoundSeasonCareer(in: directory, afterDays: 3, toVersion: 11)
            let before = try Self.contents(of: url)
            #expect(try Self.keys(of: url, money: "club_money") == ["player_stats": ["playerId", "seasonId"],
                                                                  "club_money": ["teamId", "seasonId", "kind"],
                                                                  "team_stats": ["teamId", "seasonId"]],
                    "rewound to schema 11's keys")
            #expect(before.values.allSatisfy { !$0.isEmpty }, "three match days wrote to every table")

            let reopened = seasonManager(directory)
            _ = try await reopened.careerSummary(careerId: "owls")
            #expect(try Self.contents(of: url) == before)
            #expect(try Self.keys(of: url) == Self.tables)
            let clustered = try DatabaseQueue(path: url.path).read { db in
                try String.fetchAll(db, sql: """
                    SELECT name FROM sqlite_master WHERE type = 'table' AND lower(sql) LIKE '%without rowid'
                    """)
            }
            #expect(Set(Self.tables.keys).isSubset(of: clustered))
            _ = try await reopened.advance(careerId: "owls", .matchDays(1))
            let version = try DatabaseQueue(path: url.path).read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
            #expect(version == CareerDatabase.schemaVersion)
        }
    }

    /// Every row of the three tables, in a fixed order (the clubs' money by kind, whichever schema holds it).
    private static func contents(of url: URL) throws -> [String: [String]] {
        try DatabaseQueue(path: url.path).read { db in
            var contents = ["money": try clubMoneyByKind(in: db)]
            for table in ["player_stats", "team_stats"] {
                var rows: [String] = []
                for row in try Row.fetchAll(db, sql: "SELECT * FROM \(table)") {
                    rows.append(row.columnNames.map { name in "\(name)=\(row[name] as DatabaseValue)" }.joined(separator: " "))
                }
                contents[table] = rows.sorted()
            }
            return contents
        }
    }

    /// Each table's primary key, in key order; the clubs' money from `money`.
    private static func keys(of url: URL, money: String = "club_season_money") throws -> [String: [String]] {
        try DatabaseQueue(path: url.path).read { db in
            var keys: [String: [String]] = [:]
            for table in ["player_stats", "team_stats", money] {
                keys[table] = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk",
                                                  arguments: [table])
            }
            return keys
        }
    }
}
