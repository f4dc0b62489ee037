import Foundation
import GRDB
@testable import Persistence

/// Takes a career file back to what the game of schema `version` wrote: the tables of later migrations
/// dropped, their rows in `grdb_migrations` deleted and `user_version` set back, so opening it migrates again.
func rewindCareer(at url: URL, toVersion version: Int, droppingTables tables: [String]) throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
        for table in tables {
            try db.execute(sql: "DROP TABLE \(table)")
        }
        for later in (version + 1)...CareerDatabase.schemaVersion {
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = ?", arguments: ["v\(later)"])
        }
        try db.execute(sql: "PRAGMA user_version = \(version)")
    }
    try queue.close()
}
