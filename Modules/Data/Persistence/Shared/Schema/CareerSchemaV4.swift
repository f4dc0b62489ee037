import GRDB

/// Matches managed while they are played (Modules/DECISIONS.md 20): the user's match in progress — the
/// line-up it kicked off with, the changes made and the minute reached — and the user's tactics kept from
/// one match day to the next (his line-up and his last instruction). Both hold JSON of the Domain's
/// Codable values; one row at most each, for the file's one career.
enum CareerSchemaV4 {
    package static func migrate(_ db: Database) throws {
        try db.create(table: "live_match", options: [.withoutRowID]) { t in
            t.column("careerId", .text).notNull().primaryKey().references("career")
            t.column("matchDay", .integer).notNull()
            t.column("lineUp", .text).notNull()
            t.column("changes", .text).notNull()
            t.column("minute", .integer).notNull()
        }
        try db.create(table: "user_tactics", options: [.withoutRowID]) { t in
            t.column("careerId", .text).notNull().primaryKey().references("career")
            t.column("lineUp", .text).notNull()
            t.column("instruction", .text).notNull()
        }
    }
}
