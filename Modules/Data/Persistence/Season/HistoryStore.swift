import GRDB
import GameModels

/// The reads behind a career's record books, straight from the season archive and the match log.
package enum HistoryStore {
    /// Every season's champions and `teamId`'s own rows, oldest season first, top tier first: the record books
    /// name no other row (a season-20 career has ≈ 1,500).
    package static func championsAndSeasons(of teamId: String, in db: Database) throws -> [ArchivedStandingRow] {
        try archivedStandings(where: "st.position = 1 OR st.teamId = ?", arguments: [teamId], in: db)
    }

    /// One season's final tables, top tier first.
    package static func archivedStandings(year: Int, in db: Database) throws -> [ArchivedStandingRow] {
        try archivedStandings(where: "s.year = ?", arguments: [year], in: db)
    }

    private static func archivedStandings(where condition: String, arguments: StatementArguments,
                                          in db: Database) throws -> [ArchivedStandingRow] {
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
            WHERE \(condition)
            ORDER BY s.year, d.tier, st.position
            """, arguments: arguments)
    }

    /// A club's top scorer of every season, by season id, from the goals he scored for it: one query for the whole
    /// history (one a season took a millisecond each at season 20).
    package static func topScorers(teamId: String, in db: Database) throws -> [String: (name: String, goals: Int)] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT seasonId, name, goals FROM (
                SELECT ps.seasonId, p.firstName || ' ' || p.lastName AS name, ps.goals,
                       ROW_NUMBER() OVER (PARTITION BY ps.seasonId
                                          ORDER BY ps.goals DESC, p.firstName || ' ' || p.lastName) AS rank
                FROM player_stats ps JOIN player p ON p.id = ps.playerId
                WHERE ps.teamId = ? AND ps.goals > 0)
            WHERE rank = 1
            """, arguments: [teamId])
        return Dictionary(uniqueKeysWithValues: rows.map { row in (row["seasonId"], (row["name"], row["goals"])) })
    }

    /// The biggest win of every season played: the widest margin, then the most goals. Only the matches of the
    /// widest margin are sorted and only the winner's clubs named (sorting and naming every match took four times
    /// as long at season 20). A win by five or more is found through `match_wide_margin` (schema 13), which holds
    /// only those — a few hundred in twenty seasons, so fixtures and ordinary results never touch it; a career
    /// without one (a young one) reads its matches.
    package static func biggestWin(in db: Database) throws -> Row? {
        try biggestWin(wide: "ABS(m.homeGoals - m.awayGoals) >= \(wideMargin)", in: db)
            ?? biggestWin(wide: "1", in: db)
    }

    /// The margin from which `match_wide_margin` holds a match.
    static let wideMargin = 5

    private static func biggestWin(wide: String, in db: Database) throws -> Row? {
        try Row.fetchOne(db, sql: """
            SELECT w.year, hi.name AS home, ai.name AS away, w.homeGoals, w.awayGoals
            FROM (SELECT s.year, m.homeTeamId, m.awayTeamId, m.homeGoals, m.awayGoals
                  FROM match m JOIN season s ON s.id = m.seasonId
                  WHERE \(wide) AND ABS(m.homeGoals - m.awayGoals) =
                        (SELECT MAX(ABS(m.homeGoals - m.awayGoals)) FROM match m WHERE \(wide))
                  ORDER BY m.homeGoals + m.awayGoals DESC, s.year, m.id
                  LIMIT 1) w
            JOIN team h ON h.id = w.homeTeamId JOIN team_info hi ON hi.id = h.infoId
            JOIN team a ON a.id = w.awayTeamId JOIN team_info ai ON ai.id = a.infoId
            """)
    }

    /// The most goals one player scored in one season: only the lines of the most goals are sorted.
    package static func mostGoalsInASeason(in db: Database) throws -> Row? {
        try Row.fetchOne(db, sql: """
            SELECT p.firstName || ' ' || p.lastName AS name, s.year, ps.goals
            FROM player_stats ps JOIN player p ON p.id = ps.playerId JOIN season s ON s.id = ps.seasonId
            WHERE ps.goals = (SELECT MAX(goals) FROM player_stats)
            ORDER BY s.year, p.id LIMIT 1
            """)
    }

    /// The most league appearances over a career, the leader named. Summing every player's seasons read each line
    /// through the index by player (a third of the History tab at season 20); counting them needs the index alone.
    /// Nobody can have more than his seasons times the most anyone played in one, so only players whose bound
    /// reaches the total of the one with the most seasons are summed — the leader and everyone level with him among
    /// them.
    package static func mostAppearances(in db: Database) throws -> Row? {
        try Row.fetchOne(db, sql: """
            WITH seasons AS MATERIALIZED (SELECT playerId, COUNT(*) AS count FROM player_stats GROUP BY playerId),
                 veteran AS (SELECT playerId FROM seasons ORDER BY count DESC, playerId LIMIT 1),
                 bound AS (SELECT (SELECT SUM(appearances) FROM player_stats
                                   WHERE playerId = (SELECT playerId FROM veteran)) AS floor,
                                  (SELECT MAX(appearances) FROM player_stats) AS most)
            SELECT p.firstName || ' ' || p.lastName AS name, x.appearances, x.seasons
            FROM (SELECT ps.playerId, SUM(ps.appearances) AS appearances, COUNT(*) AS seasons
                  FROM player_stats ps
                  WHERE ps.playerId IN (SELECT playerId FROM seasons, bound WHERE count * most >= floor)
                  GROUP BY ps.playerId ORDER BY appearances DESC, ps.playerId LIMIT 1) x
            JOIN player p ON p.id = x.playerId
            """)
    }

    /// The year of every season the career has, oldest first.
    package static func seasonYears(in db: Database) throws -> [Int] {
        try Int.fetchAll(db, sql: "SELECT year FROM season ORDER BY year")
    }
}

/// One row of `HistoryStore`'s archived standings.
package struct ArchivedStandingRow: FetchableRecord {
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

    package var points: Int { LeaguePoints.of(won: won, drawn: drawn) }

    /// Read by position, in the order `HistoryStore` selects the columns.
    package init(row: Row) throws {
        year = try row.decode(atIndex: 0)
        seasonId = try row.decode(atIndex: 1)
        teamId = try row.decode(atIndex: 2)
        divisionId = try row.decode(atIndex: 3)
        divisionName = try row.decode(atIndex: 4)
        tier = try row.decode(atIndex: 5)
        position = try row.decode(atIndex: 6)
        won = try row.decode(atIndex: 7)
        drawn = try row.decode(atIndex: 8)
        lost = try row.decode(atIndex: 9)
        goalsFor = try row.decode(atIndex: 10)
        goalsAgainst = try row.decode(atIndex: 11)
        clubName = try row.decode(atIndex: 12)
        shortName = try row.decode(atIndex: 13)
        promoted = try row.decode(atIndex: 14)
    }
}
