import GameModels
import GRDB
@testable import Persistence
import Testing

/// `HistoryStore.mostAppearances` sums only the players who could lead: the answer is the one summing everyone gives.
struct MostAppearancesTests {
    /// A current-schema database holding `lines` (player, season, appearances), each player named after his id.
    private func career(_ lines: [(player: String, season: Int, appearances: Int)]) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(configuration: configuration)
        try CareerSchema.migrator.migrate(queue)
        try queue.write { db in
            for player in Set(lines.map(\.player)) {
                try db.execute(sql: """
                    INSERT INTO player (id, teamId, firstName, lastName, position, age, pace, shooting, passing,
                                        dribbling, defending, physical, goalkeeping, overall, weeklyWage,
                                        contractEndSeason)
                    VALUES (?, NULL, 'Player', ?, 'MF', 25, 50, 50, 50, 50, 50, 50, 50, 50, 100, 2030)
                    """, arguments: [player, player])
            }
            for line in lines {
                try db.execute(sql: """
                    INSERT INTO player_stats (playerId, seasonId, appearances, goals, assists, yellowCards, redCards)
                    VALUES (?, ?, ?, 0, 0, 0, 0)
                    """, arguments: [line.player, "season-\(line.season)", line.appearances])
            }
        }
        return queue
    }

    /// The leader as the plain sum over every player names him: most appearances, then the first id.
    private func everyoneSummed(_ queue: DatabaseQueue) throws -> [String] {
        try queue.read { db in
            try Row.fetchAll(db, sql: """
                SELECT 'Player ' || playerId, SUM(appearances) AS total, COUNT(*) FROM player_stats
                GROUP BY playerId ORDER BY total DESC, playerId LIMIT 1
                """).map { "\($0[0] as String) \($0[1] as Int) \($0[2] as Int)" }
        }
    }

    private func leader(_ queue: DatabaseQueue) throws -> [String] {
        try queue.read { db in
            try HistoryStore.mostAppearances(in: db).map { row in
                ["\(row["name"] as String) \(row["appearances"] as Int) \(row["seasons"] as Int)"]
            } ?? []
        }
    }

    @Test func aLeaderWithFewerSeasonsThanTheVeteranIsFoundAndTiesGoToTheFirstId() throws {
        let queue = try career([
            ("a-veteran", 1, 10), ("a-veteran", 2, 10), ("a-veteran", 3, 10),
            ("c-level", 1, 20), ("c-level", 2, 20),
            ("b-leader", 2, 20), ("b-leader", 3, 20),
            ("d-once", 3, 20),
        ])
        #expect(try leader(queue) == ["Player b-leader 40 2"])
        #expect(try leader(queue) == everyoneSummed(queue))
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func theBoundNeverChangesTheAnswer(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var lines: [(player: String, season: Int, appearances: Int)] = []
        for player in 0..<150 {
            let first = Int.random(in: 1...12, using: &rng)
            for season in first...min(12, first + Int.random(in: 0...10, using: &rng)) {
                lines.append(("p\(player)", season, Int.random(in: 0...38, using: &rng)))
            }
        }
        let queue = try career(lines)
        #expect(try leader(queue) == everyoneSummed(queue))
        #expect(try !leader(queue).isEmpty)
    }

    @Test func noLinesNoLeader() throws {
        #expect(try leader(career([])).isEmpty)
    }
}
