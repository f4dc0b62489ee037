import GRDB

/// A record whose queries select `columnNames` in that order, read by position, and written in the same order.
protocol PositionalRecord: TableRecord {
    static var columnNames: [String] { get }
    /// The row's values, in `columnNames` order.
    var databaseValues: [DatabaseValue] { get }
}

/// Writes many records of one table through a single prepared statement, rebound per row from the record's values
/// in column order. GRDB's `insert` and `upsert` build and prepare their SQL for every record and encode it through
/// `Encodable`; a season's end writes thousands (every player, the new fixtures), and that was most of its time.
enum RecordBatch {
    /// Inserts `records`; with `updatingOn` (the primary key's column), a record whose key is already stored
    /// replaces that row's other columns instead (SQLite's upsert: no row is deleted, so nothing cascades).
    static func write<Record: PositionalRecord>(_ records: [Record], updatingOn key: String? = nil,
                                                in db: Database) throws {
        guard !records.isEmpty else { return }
        let names = Record.columnNames.map(\.quotedDatabaseIdentifier)
        var sql = "INSERT INTO \(Record.databaseTableName.quotedDatabaseIdentifier) (\(names.joined(separator: ", ")))"
            + " VALUES (\(Array(repeating: "?", count: names.count).joined(separator: ", ")))"
        if let key {
            let assignments = Record.columnNames.filter { $0 != key }.map(\.quotedDatabaseIdentifier)
                .map { "\($0) = excluded.\($0)" }
            sql += " ON CONFLICT(\(key.quotedDatabaseIdentifier)) DO UPDATE SET \(assignments.joined(separator: ", "))"
        }
        let statement = try db.cachedStatement(sql: sql)
        for record in records {
            try statement.execute(arguments: StatementArguments(record.databaseValues))
        }
    }
}
