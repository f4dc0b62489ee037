@testable import CareerUseCases
import Foundation
import GRDB
@testable import Persistence

/// A new career as the Owls' coach in `directory` (slot "owls") that `advance` has played `days` match days, taken
/// back to schema `version`; its file.
func rewoundSeasonCareer(in directory: URL, afterDays days: Int, toVersion version: Int) async throws -> URL {
    let manager = seasonManager(directory)
    try await startSeasonCareer(manager)
    _ = try await manager.advance(careerId: "owls", .matchDays(days))
    let url = CareerDatabase.fileURL(slot: "owls", in: directory)
    try rewindCareer(at: url, toVersion: version, droppingTables: [])
    return url
}

/// Takes a career file back to what the game of schema `version` wrote: the tables of later migrations
/// dropped, their rows in `grdb_migrations` deleted and `user_version` set back, so opening it migrates again.
func rewindCareer(at url: URL, toVersion version: Int, droppingTables tables: [String]) throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
        if version < 13 { try undoSchemaThirteen(in: db) }
        if version < 12 { try undoSchemaTwelve(in: db) }
        if version < 11 { try undoSchemaEleven(in: db) }
        if version < 10 { try undoSchemaTen(in: db) }
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

/// Gives back schema 12's `club_money`, a row for each kind of money a club booked in a season, from schema 13's
/// row per club and season, and takes away its index of the widest wins; the caller sets the version and the
/// migration rows.
func undoSchemaThirteen(in db: Database) throws {
    let earlier = try DatabaseQueue()
    try CareerSchema.migrator.migrate(earlier, upTo: "v12")
    let statements = try earlier.read { earlierDB in
        try String.fetchAll(earlierDB, sql: """
            SELECT sql FROM sqlite_master WHERE tbl_name = 'club_money' AND sql IS NOT NULL ORDER BY type DESC
            """)
    }
    for statement in statements { try db.execute(sql: statement) }
    for kind in CareerSchemaV13.kinds {
        try db.execute(sql: """
            INSERT INTO club_money SELECT teamId, seasonId, ?, \(kind) FROM club_season_money WHERE \(kind) <> 0
            """, arguments: [kind])
    }
    try db.execute(sql: "DROP TABLE club_season_money")
    try db.execute(sql: "DROP INDEX match_wide_margin")
}

/// Gives back the keys schema 12 changed (`player_stats`, `club_money` and `team_stats` keyed by player or club
/// first, with an index by season): each table made again from schema 11's own statements, its rows kept; and
/// takes away its index of the matches still to play. The caller sets the version and the migration rows.
func undoSchemaTwelve(in db: Database) throws {
    try db.execute(sql: "DROP INDEX match_unplayed")
    let earlier = try DatabaseQueue()
    try CareerSchema.migrator.migrate(earlier, upTo: "v11")
    for table in ["player_stats", "club_money", "team_stats"] {
        let statements = try earlier.read { earlierDB in
            try String.fetchAll(earlierDB, sql: """
                SELECT sql FROM sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL ORDER BY type DESC
                """, arguments: [table])
        }
        try db.execute(sql: "CREATE TEMP TABLE kept AS SELECT * FROM \(table)")
        try db.execute(sql: "DROP TABLE \(table)")
        for statement in statements { try db.execute(sql: statement) }
        try db.execute(sql: "INSERT INTO \(table) SELECT * FROM kept")
        try db.execute(sql: "DROP TABLE kept")
    }
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

/// Every club's money totals but those of nothing as "team season kind amount", sorted: from `club_money` in a file
/// of schema 12 or earlier, from `club_season_money`'s columns after.
func clubMoneyByKind(in db: Database) throws -> [String] {
    let rows: [Row]
    if try db.tableExists("club_money") {
        rows = try Row.fetchAll(db, sql: "SELECT teamId, seasonId, kind, amount FROM club_money WHERE amount <> 0")
    } else {
        rows = try CareerSchemaV13.kinds.flatMap { kind in
            try Row.fetchAll(db, sql: """
                SELECT teamId, seasonId, ?, \(kind) FROM club_season_money WHERE \(kind) <> 0
                """, arguments: [kind])
        }
    }
    return rows.map { row in "\(row[0] as String) \(row[1] as String) \(row[2] as String) \(row[3] as Int)" }.sorted()
}
