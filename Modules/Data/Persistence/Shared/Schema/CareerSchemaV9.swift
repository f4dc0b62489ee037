import GRDB

/// The numbers of a match (Modules/DECISIONS.md 34): every club's season totals beside its record in
/// `team_stats` (`countedMatches` is how many of its matches were counted — none before this version — and
/// `possessionTotal` the sum of its per-cent shares, so an average is the one over the other), and the user's
/// matches side by side in `match_stats` (side 0 at home), as their events and performances are kept.
enum CareerSchemaV9 {
    /// The counted columns both tables hold, in `SideStats`' order; `team_stats` sums `possession` as
    /// `possessionTotal`.
    package static let counted = ["shots", "shotsOnTarget", "corners", "fouls", "yellowCards", "redCards", "offsides"]

    package static func migrate(_ db: Database) throws {
        try db.alter(table: "team_stats") { t in
            for column in counted + ["possessionTotal", "countedMatches"] {
                t.add(column: column, .integer).notNull().defaults(to: 0)
            }
        }
        try db.create(table: "match_stats", options: [.withoutRowID]) { t in
            t.column("matchId", .text).notNull().references("match")
            t.column("side", .integer).notNull()
            t.primaryKey(["matchId", "side"])
            for column in counted + ["possession"] {
                t.column(column, .integer).notNull()
            }
        }
    }
}
