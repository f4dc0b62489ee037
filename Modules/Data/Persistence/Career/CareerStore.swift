import GRDB

/// The GRDB reads and writes of one career file. It knows records only, never client models.
package enum CareerStore {
    /// Inserts a new career's rows in the caller's transaction, parents before children.
    package static func insert(_ records: CareerRecordSet, into db: Database) throws {
        try records.league.insert(db)
        try records.season.insert(db)
        try insertAll(records.divisions, into: db)
        try insertAll(records.teamInfos, into: db)
        try insertAll(records.teams, into: db)
        try insertAll(records.coaches, into: db)
        try insertAll(records.players, into: db)
        try insertAll(records.matches, into: db)
        try records.career.insert(db)
    }

    /// The rows behind the career summary; a missing one means the file is damaged.
    package static func summaryRecords(in db: Database) throws -> CareerSummaryRecords {
        let career = try careerRecord(in: db)
        let team = try require(TeamRecord.self, career.userTeamId, in: db)
        return CareerSummaryRecords(
            career: career,
            coach: try require(CoachRecord.self, career.coachId, in: db),
            team: team,
            info: try require(TeamInfoRecord.self, team.infoId, in: db),
            division: try require(DivisionRecord.self, team.divisionId, in: db),
            season: try require(SeasonRecord.self, career.currentSeasonId, in: db))
    }

    /// The file's single career row.
    package static func careerRecord(in db: Database) throws -> CareerRecord {
        guard let career = try CareerRecord.fetchOne(db.cachedStatement(sql: "SELECT * FROM career LIMIT 1")) else {
            throw StoredValueError(message: "the career row is missing")
        }
        return career
    }

    /// One club with its squad, or nil when the career has no team `teamId`.
    package static func teamDetailsRecords(teamId: String, in db: Database) throws -> TeamDetailsRecords? {
        guard let team = try TeamRecord.fetchOne(db, key: teamId) else { return nil }
        return TeamDetailsRecords(
            team: team,
            info: try require(TeamInfoRecord.self, team.infoId, in: db),
            division: try require(DivisionRecord.self, team.divisionId, in: db),
            coach: try team.coachId.flatMap { try CoachRecord.fetchOne(db, key: $0) },
            players: try PlayerRecord.filter(Column("teamId") == teamId).fetchAll(db))
    }

    private static func insertAll<Record: PersistableRecord>(_ records: [Record], into db: Database) throws {
        for record in records {
            try record.insert(db)
        }
    }

    /// Moves the career to `date` (ISO), as playing a match day does.
    package static func setCurrentDate(_ date: String, in db: Database) throws {
        try db.execute(sql: "UPDATE career SET currentDate = ?", arguments: [date])
    }

    /// The row `id` of `type`; a missing one means the file is damaged.
    package static func require<Record: FetchableRecord & TableRecord>(
        _ type: Record.Type, _ id: String, in db: Database
    ) throws -> Record {
        // A cached statement: a match day reads the summary's rows again, and generating and preparing the query
        // each time cost more than running it. Every record read this way selects its whole row.
        let sql = "SELECT * FROM \(Record.databaseTableName.quotedDatabaseIdentifier) WHERE id = ?"
        guard let record = try Record.fetchOne(db.cachedStatement(sql: sql), arguments: [id]) else {
            throw StoredValueError(message: "\(Record.databaseTableName) '\(id)' is missing")
        }
        return record
    }
}
