import Foundation
import GRDB

/// The match-day baseline: the same number of rows inserted with one prepared statement in one
/// transaction into a fresh WAL database — what SQLite itself costs, without the game's reads and logic.
enum RawInsertBaseline {
    static func time(_ rows: MatchDayRows, in directory: URL) throws -> Duration {
        let url = directory.appendingPathComponent("raw-inserts.sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        }
        var configuration = Configuration()
        configuration.journalMode = .wal
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE row (id TEXT PRIMARY KEY, owner TEXT, kind TEXT, minute INTEGER, a INTEGER, \
                b INTEGER, c INTEGER, note TEXT)
                """)
        }
        let elapsed = try measure {
            try queue.write { db in
                let statement = try db.makeStatement(
                    sql: "INSERT INTO row (id, owner, kind, minute, a, b, c, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                for index in 0..<rows.total {
                    try statement.execute(arguments: ["row-\(index)", "team-\(index % 64)", "goal", index % 90,
                                                      index % 3, index % 5, index % 7, "a line of commentary"])
                }
            }
        }
        try queue.close()
        return elapsed
    }
}
