import GRDB

/// The GRDB reads of the current season: its clubs, fixtures, squads and scorers.
package enum SeasonStore {
    package static func seasonRecords(in db: Database) throws -> SeasonRecords {
        let career = try CareerStore.careerRecord(in: db)
        return SeasonRecords(
            career: career,
            league: try CareerStore.require(LeagueRecord.self, career.leagueId, in: db),
            season: try CareerStore.require(SeasonRecord.self, career.currentSeasonId, in: db),
            // Cached statements: every match day reads them again.
            divisions: try DivisionRecord.fetchAll(db.cachedStatement(sql: "SELECT * FROM division WHERE leagueId = ?"),
                                                   arguments: [career.leagueId]),
            teams: try TeamRecord.fetchAll(db.cachedStatement(sql: "SELECT * FROM team")),
            teamInfos: try TeamInfoRecord.fetchAll(db.cachedStatement(sql: "SELECT * FROM team_info")))
    }

    /// The lowest match day of the season with a match still to play; nil once all are played.
    package static func nextMatchDay(seasonId: String, in db: Database) throws -> Int? {
        try Int.fetchOne(db.cachedStatement(sql: """
            SELECT MIN(matchDay) FROM match WHERE seasonId = ? AND homeGoals IS NULL
            """), arguments: [seasonId])
    }

    /// The fixtures of one match day, or of the whole season when `matchDay` is nil.
    package static func matches(seasonId: String, matchDay: Int? = nil, in db: Database) throws -> [MatchRecord] {
        var request = MatchRecord.filter(Column("seasonId") == seasonId)
        if let matchDay { request = request.filter(Column("matchDay") == matchDay) }
        return try request.fetchAll(db)
    }

    /// Every player of a club (free agents play no matches), in one query.
    package static func clubPlayers(in db: Database) throws -> [PlayerRecord] {
        try PlayerRecord.filter(Column("teamId") != nil).fetchAll(db)
    }

    package static func players(ofTeams teamIds: [String], in db: Database) throws -> [PlayerRecord] {
        try PlayerRecord.filter(teamIds.contains(Column("teamId"))).fetchAll(db)
    }

    /// Every player of a club with a goal this season, best first: most goals, then assists, then fewer
    /// appearances, then name.
    package static func teamStats(seasonId: String, in db: Database) throws -> [TeamStatsRecord] {
        try TeamStatsRecord.filter(Column("seasonId") == seasonId).fetchAll(db)
    }

    /// One club's record this season, if it has one.
    package static func teamStats(teamId: String, seasonId: String, in db: Database) throws -> TeamStatsRecord? {
        try TeamStatsRecord.filter(Column("teamId") == teamId && Column("seasonId") == seasonId).fetchOne(db)
    }

    package static func scorers(seasonId: String, in db: Database) throws -> [ScorerRecord] {
        try ScorerRecord.fetchAll(db, sql: """
            SELECT s.playerId, p.firstName, p.lastName, p.teamId, t.divisionId, s.goals, s.assists, s.appearances
            FROM player_stats s
            JOIN player p ON p.id = s.playerId
            JOIN team t ON t.id = p.teamId
            WHERE s.seasonId = ? AND s.goals > 0
            ORDER BY s.goals DESC, s.assists DESC, s.appearances ASC, p.lastName, p.firstName, p.id
            """, arguments: [seasonId])
    }
}
