import GRDB

/// The reads and writes of a season's end, in the caller's transaction.
package enum SeasonEndStore {
    /// Everyone who has not retired: club players and free agents.
    package static func activePlayers(in db: Database) throws -> [PlayerRecord] {
        try PlayerRecord.filter(Column("retiredSeason") == nil).fetchAll(db)
    }

    /// Every player's season line with his club, for the awards.
    package static func seasonLines(seasonId: String, in db: Database) throws -> [SeasonLineRow] {
        try SeasonLineRow.fetchAll(db, sql: """
            SELECT playerId, teamId, appearances, goals, ratingTotal FROM player_stats
            WHERE seasonId = ? AND teamId IS NOT NULL AND appearances > 0
            ORDER BY playerId
            """, arguments: [seasonId])
    }

    /// Writes the rows a season's end leaves behind, then moves the career to the new season.
    package static func write(_ end: SeasonEndRecords, in db: Database) throws {
        for standing in end.standings { try standing.insert(db) }
        for award in end.awards { try award.insert(db) }
        for move in end.moves { try move.insert(db) }
        for team in end.teams { try team.update(db) }
        try end.newSeason.insert(db)
        try RecordBatch.write(end.players, updatingOn: "id", in: db)
        let retire = try db.cachedStatement(sql: """
            UPDATE player SET teamId = NULL, age = ?, retiredSeason = ? WHERE id = ?
            """)
        for leaver in end.leavers {
            try retire.execute(arguments: [leaver.age, end.finishedYear, leaver.id])
        }
        try RecordBatch.write(end.fixtures, in: db)
        try db.execute(sql: "UPDATE career SET currentSeasonId = ?, currentDate = ?",
                       arguments: [end.newSeason.id, end.newSeason.startDate])
    }
}

/// One row of `SeasonEndStore.seasonLines`.
package struct SeasonLineRow: FetchableRecord {
    package let playerId: String
    package let teamId: String
    package let appearances: Int
    package let goals: Int
    package let ratingTotal: Double

    /// Read by position, in the query's column order: a season's end reads some 2,000 lines, and `Decodable` looked
    /// each column up by name.
    package init(row: Row) throws {
        playerId = try row.decode(atIndex: 0)
        teamId = try row.decode(atIndex: 1)
        appearances = try row.decode(atIndex: 2)
        goals = try row.decode(atIndex: 3)
        ratingTotal = try row.decode(atIndex: 4)
    }
}

/// Everything a season's end writes.
package struct SeasonEndRecords {
    package let finishedYear: Int
    package let standings: [SeasonStandingRecord]
    package let awards: [SeasonAwardRecord]
    package let moves: [DivisionMoveRecord]
    package let teams: [TeamRecord]
    package let newSeason: SeasonRecord
    /// Everyone still playing, youngsters included, after the rollover.
    package let players: [PlayerRecord]
    /// Players who retired or left the game, with their age at the end.
    package let leavers: [(id: String, age: Int)]
    package let fixtures: [MatchRecord]

    package init(finishedYear: Int, standings: [SeasonStandingRecord], awards: [SeasonAwardRecord],
                 moves: [DivisionMoveRecord], teams: [TeamRecord], newSeason: SeasonRecord, players: [PlayerRecord],
                 leavers: [(id: String, age: Int)], fixtures: [MatchRecord]) {
        self.finishedYear = finishedYear
        self.standings = standings
        self.awards = awards
        self.moves = moves
        self.teams = teams
        self.newSeason = newSeason
        self.players = players
        self.leavers = leavers
        self.fixtures = fixtures
    }
}
