import Foundation
import GRDB

/// Every row of every table of the SQLite file at `url`, in a stable order, and its schema version: two
/// equal values mean nothing in the file changed.
struct DatabaseContents: Equatable {
    let userVersion: Int
    let tables: [String: [Row]]

    init(of url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        (userVersion, tables) = try queue.read { db in
            let names = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                """)
            var tables: [String: [Row]] = [:]
            for name in names {
                let columns = try db.columns(in: name).map { "\"\($0.name)\"" }.joined(separator: ", ")
                tables[name] = try Row.fetchAll(db, sql: "SELECT * FROM \"\(name)\" ORDER BY \(columns)")
            }
            return (try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0, tables)
        }
        try queue.close()
    }
}
