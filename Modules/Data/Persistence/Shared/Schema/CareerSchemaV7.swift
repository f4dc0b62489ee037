import GRDB

/// The board (Modules/DECISIONS.md 26): `board_state` is the one row of the board's confidence in the user
/// (none until the first match day: a coach without it is on his first day), `job_offer` the clubs offering
/// him their job. A v6 career migrates to a coach on his first day with no offers.
enum CareerSchemaV7 {
    package static func migrate(_ db: Database) throws {
        try db.create(table: "board_state", options: [.withoutRowID]) { t in
            t.primaryKey("careerId", .text).references("career")
            t.column("confidenceTenths", .integer).notNull()
            t.column("warned", .boolean).notNull()
            t.column("sacked", .boolean).notNull()
            t.column("weeksInJob", .integer).notNull()
        }
        try db.create(table: "job_offer") { t in
            t.primaryKey("id", .integer)
            t.column("teamId", .text).notNull().references("team")
            t.column("occasion", .text).notNull()
            t.column("date", .text).notNull()
        }
    }
}
