import GRDB
@testable import Persistence
import Testing

/// `HistoryStore.biggestWin`: the widest margin, then the most goals, then the earliest season — whether the widest
/// win is wide enough for the index of wide wins or not.
struct BiggestWinTests {
    /// Two clubs' matches `(season, home goals, away goals)`, unplayed where the goals are nil.
    private func career(_ matches: [(year: Int, home: Int?, away: Int?)]) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(configuration: configuration)
        try CareerSchema.migrator.migrate(queue)
        try queue.write { db in
            for (id, name) in [("a", "Owls"), ("b", "Larks")] {
                try db.execute(sql: "INSERT INTO team_info VALUES (?, ?, ?, 'Town', 'Ground', 1900)",
                               arguments: ["i-\(id)", name, name])
                try db.execute(sql: "INSERT INTO team VALUES (?, ?, 'd', NULL, 0)", arguments: [id, "i-\(id)"])
            }
            for year in Set(matches.map(\.year)) {
                try db.execute(sql: "INSERT INTO season VALUES (?, 'l', ?, NULL)", arguments: ["s\(year)", year])
            }
            for (index, match) in matches.enumerated() {
                try db.execute(sql: "INSERT INTO match VALUES (?, ?, 'd', 1, 'a', 'b', ?, ?)",
                               arguments: ["m\(index)", "s\(match.year)", match.home, match.away])
            }
        }
        return queue
    }

    private func biggestWin(_ matches: [(year: Int, home: Int?, away: Int?)]) throws -> String? {
        try career(matches).read { db in
            try HistoryStore.biggestWin(in: db).map { row in
                "\(row["year"] as Int) \(row["home"] as String) \(row["homeGoals"] as Int)–\(row["awayGoals"] as Int)"
            }
        }
    }

    @Test func theWidestWinWideEnoughForTheIndexIsFound() throws {
        #expect(try biggestWin([(2027, 7, 1), (2026, 0, 6), (2026, 1, 7), (2028, 9, 1), (2026, nil, nil)])
            == "2028 Owls 9–1")
        // Level margins: the most goals, then the earliest season.
        #expect(try biggestWin([(2027, 7, 1), (2026, 6, 0), (2026, 1, 7)]) == "2026 Owls 1–7")
    }

    @Test func aCareerWithoutAWideWinReadsItsMatches() throws {
        #expect(try biggestWin([(2026, 2, 1), (2027, 0, 3), (2026, 4, 1), (2026, nil, nil)]) == "2026 Owls 4–1")
        #expect(try biggestWin([(2026, nil, nil)]) == nil)
    }
}
