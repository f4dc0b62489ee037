import GRDB

/// The reads behind a career's record books, straight from the season archive and the match log.
package enum HistoryStore {
    /// Every archived final-table row, oldest season first, top tier first.
    package static func archivedStandings(in db: Database) throws -> [ArchivedStandingRow] {
        try ArchivedStandingRow.fetchAll(db, sql: """
            SELECT s.year, st.seasonId, st.teamId, st.divisionId, d.name AS divisionName, d.tier, st.position,
                   st.won, st.drawn, st.lost, st.goalsFor, st.goalsAgainst, ti.name AS clubName,
                   ti.shortName AS shortName, mv.promoted
            FROM season_standing st
            JOIN season s ON s.id = st.seasonId
            JOIN division d ON d.id = st.divisionId
            JOIN team t ON t.id = st.teamId
            JOIN team_info ti ON ti.id = t.infoId
            LEFT JOIN division_move mv ON mv.seasonId = st.seasonId AND mv.teamId = st.teamId
            ORDER BY s.year, d.tier, st.position
            """)
    }

    /// A club's top scorer in one season, from the goals he scored for it.
    package static func topScorer(teamId: String, seasonId: String, in db: Database) throws -> (name: String, goals: Int)? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT p.firstName || ' ' || p.lastName AS name, ps.goals
            FROM player_stats ps JOIN player p ON p.id = ps.playerId
            WHERE ps.seasonId = ? AND ps.teamId = ? AND ps.goals > 0
            ORDER BY ps.goals DESC, name LIMIT 1
            """, arguments: [seasonId, teamId]) else { return nil }
        return (row["name"], row["goals"])
    }

    /// The biggest win of every season played: the widest margin, then the most goals.
    package static func biggestWin(in db: Database) throws -> Row? {
        try Row.fetchOne(db, sql: """
            SELECT s.year, hi.name AS home, ai.name AS away, m.homeGoals, m.awayGoals
            FROM match m JOIN season s ON s.id = m.seasonId
            JOIN team h ON h.id = m.homeTeamId JOIN team_info hi ON hi.id = h.infoId
            JOIN team a ON a.id = m.awayTeamId JOIN team_info ai ON ai.id = a.infoId
            WHERE m.homeGoals IS NOT NULL
            ORDER BY ABS(m.homeGoals - m.awayGoals) DESC, m.homeGoals + m.awayGoals DESC, s.year, m.id LIMIT 1
            """)
    }

    /// The most goals one player scored in one season.
    package static func mostGoalsInASeason(in db: Database) throws -> Row? {
        try Row.fetchOne(db, sql: """
            SELECT p.firstName || ' ' || p.lastName AS name, s.year, ps.goals
            FROM player_stats ps JOIN player p ON p.id = ps.playerId JOIN season s ON s.id = ps.seasonId
            ORDER BY ps.goals DESC, s.year, p.id LIMIT 1
            """)
    }

    /// The most league appearances over a career.
    package static func mostAppearances(in db: Database) throws -> Row? {
        try Row.fetchOne(db, sql: """
            SELECT p.firstName || ' ' || p.lastName AS name, SUM(ps.appearances) AS appearances,
                   COUNT(*) AS seasons
            FROM player_stats ps JOIN player p ON p.id = ps.playerId
            GROUP BY ps.playerId ORDER BY appearances DESC, p.id LIMIT 1
            """)
    }

    /// The year of every season the career has, oldest first.
    package static func seasonYears(in db: Database) throws -> [Int] {
        try Int.fetchAll(db, sql: "SELECT year FROM season ORDER BY year")
    }
}

/// One row of `HistoryStore.archivedStandings`.
package struct ArchivedStandingRow: Decodable, FetchableRecord {
    package let year: Int
    package let seasonId: String
    package let teamId: String
    package let divisionId: String
    package let divisionName: String
    package let tier: Int
    package let position: Int
    package let won: Int
    package let drawn: Int
    package let lost: Int
    package let goalsFor: Int
    package let goalsAgainst: Int
    package let clubName: String
    package let shortName: String
    /// True promoted, false relegated, nil stayed.
    package let promoted: Bool?

    package var points: Int { 3 * won + drawn }
}
