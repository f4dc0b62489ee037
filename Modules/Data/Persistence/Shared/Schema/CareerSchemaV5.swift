import GRDB

/// Money (Modules/DECISIONS.md 22): `team.budget` is a club's balance from now on, moved every match day by
/// its week (`Economy.ClubWeek`) and at the season's end by its prize money. `club_money` keeps every club's
/// season totals by kind (the board's budget is set from last season's revenue); `money_movement` and
/// `finance_week` keep the user's club week by week for its Finances screen.
enum CareerSchemaV5 {
    package static func migrate(_ db: Database) throws {
        try db.create(table: "club_money", options: [.withoutRowID]) { t in
            t.column("teamId", .text).notNull().references("team")
            t.column("seasonId", .text).notNull().references("season")
            t.column("kind", .text).notNull()
            t.primaryKey(["teamId", "seasonId", "kind"])
            t.column("amount", .integer).notNull()
        }
        try db.create(table: "money_movement", options: [.withoutRowID]) { t in
            t.column("seasonId", .text).notNull().references("season")
            t.column("matchDay", .integer).notNull()
            t.column("kind", .text).notNull()
            t.primaryKey(["seasonId", "matchDay", "kind"])
            t.column("amount", .integer).notNull()
        }
        try db.create(table: "finance_week", options: [.withoutRowID]) { t in
            t.column("seasonId", .text).notNull().references("season")
            t.column("matchDay", .integer).notNull()
            t.primaryKey(["seasonId", "matchDay"])
            t.column("balance", .integer).notNull()
        }
    }
}
