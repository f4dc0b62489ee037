@testable import CareerUseCases
import Foundation
import GRDB
@testable import Persistence

/// Takes a career file back to what the game of schema `version` wrote: the tables of later migrations
/// dropped, their rows in `grdb_migrations` deleted and `user_version` set back, so opening it migrates again.
func rewindCareer(at url: URL, toVersion version: Int, droppingTables tables: [String]) throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
        try undoSchemaEleven(in: db)
        try undoSchemaTen(in: db)
        if version < 9 { try undoSchemaNine(in: db) }
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

/// Takes away what schema 11 added (the indexes by season); the caller sets the version and the migration rows.
func undoSchemaEleven(in db: Database) throws {
    for index in ["club_money_on_seasonId", "transfer_on_seasonId", "transfer_bid_on_seasonId"] {
        try db.execute(sql: "DROP INDEX \(index)")
    }
}

/// Takes away what schema 10 added (the cup's `cup_tie`); the caller sets the version and the migration rows.
func undoSchemaTen(in db: Database) throws {
    try db.execute(sql: "DROP TABLE cup_tie")
}

/// Takes away what schema 9 added (the counted columns of `team_stats`, `match_stats`); the caller sets the
/// version and the migration rows.
func undoSchemaNine(in db: Database) throws {
    try db.execute(sql: "DROP TABLE match_stats")
    for column in CareerSchemaV9.counted + ["possessionTotal", "countedMatches"] {
        try db.execute(sql: "ALTER TABLE team_stats DROP COLUMN \(column)")
    }
}
