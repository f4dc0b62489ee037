import GRDB
import WorldGenerator

/// Careers across seasons: every player's hidden potential, which the season rollover grows young players
/// toward. A v2 file gets the potential a player of his age and overall has on average (the growth of the
/// years before maturity), so its youngsters still develop.
enum CareerSchemaV3 {
    static func migrate(_ db: Database) throws {
        try db.alter(table: "player") { t in
            t.add(column: "potential", .integer).notNull().defaults(to: 0)
        }
        try db.execute(sql: """
            UPDATE player SET potential = MIN(99, overall + CAST(ROUND(? * MAX(0, ? - age)) AS INTEGER))
            """, arguments: [PotentialRule.yearlyGrowth, PotentialRule.maturityAge])
    }
}
