import GRDB

/// The transfer market (Modules/DECISIONS.md 28): `transfer` is every completed move of the pyramid (a sale
/// or a free agent signed, `fromTeamId` null), `transfer_bid` every bid between two clubs with its status, and
/// `shortlist` the user's players to watch in the order he added them. A bid the selling club accepted waits
/// for the player's contract: `transferId` is set once he has signed, so an accepted bid without one is a fee
/// agreed and not yet spent.
enum CareerSchemaV8 {
    package static func migrate(_ db: Database) throws {
        try db.create(table: "transfer") { t in
            t.primaryKey("id", .integer)
            t.column("seasonId", .text).notNull().references("season")
            t.column("date", .text).notNull()
            t.column("playerId", .text).notNull().references("player")
            t.column("age", .integer).notNull()
            t.column("fromTeamId", .text).references("team")
            t.column("toTeamId", .text).notNull().references("team")
            t.column("fee", .integer).notNull()
            t.column("weeklyWage", .integer).notNull()
            t.column("seasons", .integer).notNull()
        }
        try db.create(table: "transfer_bid") { t in
            t.primaryKey("id", .integer)
            t.column("seasonId", .text).notNull().references("season")
            t.column("date", .text).notNull()
            t.column("playerId", .text).notNull().references("player")
            t.column("biddingTeamId", .text).notNull().references("team")
            t.column("sellingTeamId", .text).notNull().references("team")
            t.column("fee", .integer).notNull()
            t.column("value", .integer).notNull()
            t.column("status", .text).notNull()
            t.column("counterFee", .integer)
            t.column("transferId", .integer).references("transfer")
        }
        try db.create(table: "shortlist", options: [.withoutRowID]) { t in
            t.column("playerId", .text).notNull().primaryKey().references("player")
            t.column("position", .integer).notNull()
        }
    }
}
