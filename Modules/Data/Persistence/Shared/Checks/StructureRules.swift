import GRDB
import PrintableText

/// What the game relies on about a career's shape, beyond each value's range: every division a double round robin
/// can be drawn for within the match days a season holds (an even number of clubs, 2 to 20: the generator makes
/// 16, 18 and 20, and promotion never changes a size), no club drawn twice on one match day of the season being
/// played, no fixture on a match day past its division's last, the current season the latest, and every season's cup
/// a bracket (`CupBracketRules`). Each is one query; the first breach is named.
enum StructureRules {
    /// The most clubs a division may hold: a double round robin of 20 takes the 38 match days a season holds.
    static let largestDivision = (CareerContentRules.matchDays.upperBound + 2) / 2

    typealias Check = (sql: String, say: @Sendable (Row) -> String)

    private static let checks: [Check] = seasonChecks + CupBracketRules.checks

    private static let seasonChecks: [Check] = [
        ("""
         SELECT quote(d.id), COUNT(t.id) FROM division d LEFT JOIN team t ON t.divisionId = d.id GROUP BY d.id
         HAVING COUNT(t.id) < 2 OR COUNT(t.id) > \(largestDivision) OR COUNT(t.id) % 2 = 1 LIMIT 1
         """,
         { row in "division \(quoted(row[0])) holds \(row[1] as Int? ?? 0) clubs, expected an even number from 2 to "
             + "\(largestDivision)" }),
        // Each division's size counted once, not once a fixture.
        ("""
         SELECT quote(m.id), m.matchDay FROM match m
         LEFT JOIN (SELECT divisionId, COUNT(*) AS clubs FROM team GROUP BY divisionId) d ON d.divisionId = m.divisionId
         WHERE m.seasonId = (SELECT currentSeasonId FROM career) AND m.matchDay > 2 * (coalesce(d.clubs, 0) - 1)
         LIMIT 1
         """,
         { row in "match \(quoted(row[0])) is on match day \(row[1] as Int? ?? 0), past its division's last" }),
        ("""
         SELECT quote(teamId), matchDay FROM (
             SELECT homeTeamId AS teamId, matchDay FROM match WHERE seasonId = (SELECT currentSeasonId FROM career)
             UNION ALL
             SELECT awayTeamId, matchDay FROM match WHERE seasonId = (SELECT currentSeasonId FROM career))
         GROUP BY teamId, matchDay HAVING COUNT(*) > 1 LIMIT 1
         """,
         { row in "club \(quoted(row[0])) is drawn twice on match day \(row[1] as Int? ?? 0)" }),
        // A season before the latest would be rolled over into a season that exists already.
        ("""
         SELECT quote(s.id), s.year FROM season s, career c
         WHERE s.id <> c.currentSeasonId AND s.year >= (SELECT year FROM season WHERE id = c.currentSeasonId) LIMIT 1
         """,
         { row in "season \(quoted(row[0])) (\(row[1] as Int? ?? 0)) is not before the current season" }),
    ]

    /// Why the career's shape cannot be played, or nil.
    static func breach(in db: Database) throws -> String? {
        for check in checks {
            if let row = try Row.fetchOne(db, sql: check.sql) { return check.say(row) }
        }
        return nil
    }

    static func quoted(_ value: String?) -> String {
        PrintableText.quoted(value ?? "?")
    }
}
