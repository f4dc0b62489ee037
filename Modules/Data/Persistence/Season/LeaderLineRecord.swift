import GRDB

/// One player's season line as the leaderboards read it: his name, the club he last played for and the division it
/// played that season in (its final table's for a finished season, its division now for the current one).
package struct LeaderLineRecord: Decodable, Equatable, FetchableRecord {
    package let playerId: String
    package let firstName: String
    package let lastName: String
    package let seasonId: String
    package let teamId: String
    package let divisionId: String
    package let appearances: Int
    package let goals: Int
    package let assists: Int
    package let yellowCards: Int
    package let redCards: Int
    package let ratingTotal: Double
}

/// One season's lines for the leaderboards, and the most league matches a club of each division played in it.
package struct LeaderSeasonRecords {
    package let lines: [LeaderLineRecord]
    /// By division id.
    package let rounds: [String: Int]
}

package extension SeasonStore {
    /// The season that started in `year`, or nil when the career has none.
    static func leaderSeason(year: Int, in db: Database) throws -> LeaderSeasonRecords? {
        guard let seasonId = try FinanceStore.seasonId(ofYear: year, in: db) else { return nil }
        return LeaderSeasonRecords(lines: try leaderLines(seasonId: seasonId, in: db),
                                   rounds: try mostMatchesPlayed(seasonId: seasonId, in: db))
    }

    /// Every season of the career, oldest first.
    static func leaderSeasons(in db: Database) throws -> [LeaderSeasonRecords] {
        let lines = Dictionary(grouping: try leaderLines(seasonId: nil, in: db), by: \.seasonId)
        return try lines.keys.sorted().map { seasonId in
            LeaderSeasonRecords(lines: lines[seasonId] ?? [], rounds: try mostMatchesPlayed(seasonId: seasonId, in: db))
        }
    }

    /// The lines of season `seasonId`, or of every season when nil; lines of no club (never played) are left out.
    private static func leaderLines(seasonId: String?, in db: Database) throws -> [LeaderLineRecord] {
        try LeaderLineRecord.fetchAll(db, sql: """
            SELECT s.playerId, p.firstName, p.lastName, s.seasonId, s.teamId,
                   coalesce(st.divisionId, t.divisionId) AS divisionId,
                   s.appearances, s.goals, s.assists, s.yellowCards, s.redCards, s.ratingTotal
            FROM player_stats s
            JOIN player p ON p.id = s.playerId
            JOIN team t ON t.id = s.teamId
            LEFT JOIN season_standing st ON st.seasonId = s.seasonId AND st.teamId = s.teamId
            WHERE s.appearances > 0 AND (?1 IS NULL OR s.seasonId = ?1)
            ORDER BY s.seasonId, s.playerId
            """, arguments: [seasonId])
    }

    /// The most league matches a club of each division has played in season `seasonId`, by division.
    private static func mostMatchesPlayed(seasonId: String, in db: Database) throws -> [String: Int] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT divisionId, MAX(played) AS most FROM (
                SELECT divisionId, teamId, COUNT(*) AS played FROM (
                    SELECT divisionId, homeTeamId AS teamId FROM match WHERE seasonId = ?1 AND homeGoals IS NOT NULL
                    UNION ALL
                    SELECT divisionId, awayTeamId FROM match WHERE seasonId = ?1 AND homeGoals IS NOT NULL)
                GROUP BY divisionId, teamId)
            GROUP BY divisionId
            """, arguments: [seasonId])
        return Dictionary(rows.map { ($0["divisionId"] as String, $0["most"] as Int) }, uniquingKeysWith: { first, _ in first })
    }
}
