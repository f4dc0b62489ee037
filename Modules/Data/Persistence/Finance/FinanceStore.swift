import GRDB

/// Writes and reads money inside the caller's transaction. A match day moves every club's money, so its rows go a
/// batch to a statement (`RowBatches`).
package enum FinanceStore {
    /// One club's money of a week: what it adds to each of its season totals (`kind`, `amount`), and to its balance.
    package struct ClubChange {
        let teamId: String
        /// Each kind once, in `ClubMoneyRecord.kinds`' order (a kind it does not know last): clubs booking the
        /// same kinds then share a statement.
        let totals: [(kind: String, amount: Int)]
        let balanceChange: Int

        package init(teamId: String, totals: [(kind: String, amount: Int)], balanceChange: Int) {
            self.teamId = teamId
            let rank = { (kind: String) in ClubMoneyRecord.kinds.firstIndex(of: kind) ?? ClubMoneyRecord.kinds.count }
            self.totals = Dictionary(totals.map { ($0.kind, $0.amount) }, uniquingKeysWith: +)
                .map { (kind: $0.key, amount: $0.value) }
                .sorted { (rank($0.kind), $0.kind) < (rank($1.kind), $1.kind) }
            self.balanceChange = balanceChange
        }
    }

    /// Adds `amount` to a club's season total of `kind`, and `signed` to its balance.
    package static func add(teamId: String, seasonId: String, kind: String, amount: Int, signed: Int,
                    in db: Database) throws {
        try add([ClubChange(teamId: teamId, totals: [(kind, amount)], balanceChange: signed)], seasonId: seasonId,
                in: db)
    }

    /// Adds every club's `changes` to its season row and its balance, a batch of rows to a statement
    /// (`RowBatches`): a match day books about five kinds of money for each club of the pyramid, one row a club.
    /// Clubs booking the same kinds share a statement (a match day's home clubs take a gate, its away clubs none).
    package static func add(_ changes: [ClubChange], seasonId: String, in db: Database) throws {
        let groups = Dictionary(grouping: changes) { $0.totals.map(\.kind) }
        for (kinds, clubs) in groups.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            if let unknown = kinds.first(where: { !ClubMoneyRecord.kinds.contains($0) }) {
                throw StoredValueError(message: "\(unknown.debugDescription) is no kind of money")
            }
            let columns = kinds.map(\.quotedDatabaseIdentifier)
            let sums = columns.map { "\($0) = \($0) + excluded.\($0)" }.joined(separator: ", ")
            try RowBatches.run(clubs, in: db, sql: { rows in """
                INSERT INTO club_season_money (teamId, seasonId, \(columns.joined(separator: ", ")))
                VALUES \(RowBatches.placeholders(rows: rows, width: 2 + kinds.count))
                ON CONFLICT (seasonId, teamId) DO UPDATE SET \(sums)
                """ }) { club, statement in
                statement.bind(club.teamId, seasonId)
                for total in club.totals { statement.bind(total.amount) }
            }
        }
        try RowBatches.run(changes, in: db, sql: { rows in """
            UPDATE team SET budget = budget + new.column2
            FROM (VALUES \(RowBatches.placeholders(rows: rows, width: 2))) AS new WHERE team.id = new.column1
            """ }) { $1.bind($0.teamId, $0.balanceChange) }
    }

    /// Books the user's club's week; a cup round played on its own after its league day adds to that week.
    package static func recordUserWeek(_ movements: [MoneyMovementRecord], balance: FinanceWeekRecord,
                               in db: Database) throws {
        try RowBatches.run(movements, in: db, sql: { rows in """
            INSERT INTO money_movement (seasonId, matchDay, kind, amount) VALUES \(RowBatches.placeholders(rows: rows, width: 4))
            ON CONFLICT (seasonId, matchDay, kind) DO UPDATE SET amount = amount + excluded.amount
            """ }) { $1.bind($0.seasonId, $0.matchDay, $0.kind, $0.amount) }
        try db.cachedStatement(sql: """
            INSERT INTO finance_week (seasonId, matchDay, balance) VALUES (?, ?, ?)
            ON CONFLICT (seasonId, matchDay) DO UPDATE SET balance = excluded.balance
            """).execute(arguments: [balance.seasonId, balance.matchDay, balance.balance])
    }

    package static func balance(teamId: String, in db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT budget FROM team WHERE id = ?"), arguments: [teamId]) ?? 0
    }

    package static func seasonTotals(teamId: String, seasonId: String, in db: Database) throws -> [ClubMoneyRecord] {
        try ClubMoneyRecord.fetchAll(db, where: "seasonId = ? AND teamId = ?", arguments: [seasonId, teamId])
    }

    package static func userWeeks(seasonId: String, in db: Database) throws -> (weeks: [FinanceWeekRecord],
                                                                         movements: [MoneyMovementRecord]) {
        (try FinanceWeekRecord.filter(Column("seasonId") == seasonId).order(Column("matchDay")).fetchAll(db),
         try MoneyMovementRecord.filter(Column("seasonId") == seasonId).order(Column("matchDay")).fetchAll(db))
    }
}

package extension FinanceStore {
    /// The season before `year`'s, if the career has one.
    static func seasonId(ofYear year: Int, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT id FROM season WHERE year = ?", arguments: [year])
    }

    /// How many match days — weeks — the season has.
    static func weeks(seasonId: String, in db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT MAX(matchDay) FROM match WHERE seasonId = ?"),
                         arguments: [seasonId]) ?? 0
    }
}
