import GRDB

/// A record whose queries select `columnNames` in that order, read by position, and written in the same order.
protocol PositionalRecord: TableRecord {
    static var columnNames: [String] { get }
    /// Binds the row's values, in `columnNames` order.
    func bind(to statement: inout BatchStatement)
}

/// Writes many records of one table a batch to a statement (`RowBatches`), bound from the record's values in column
/// order. GRDB's `insert` and `upsert` build and prepare their SQL for every record and encode it through
/// `Encodable`; a season's end writes thousands (every player, the new fixtures), and that was most of its time.
enum RecordBatch {
    /// Inserts `records`; with `updatingOn` (the primary key's column), a record whose key is already stored
    /// replaces that row's other columns instead (SQLite's upsert: no row is deleted, so nothing cascades).
    static func write<Record: PositionalRecord>(_ records: [Record], updatingOn key: String? = nil,
                                                in db: Database) throws {
        let names = Record.columnNames.map(\.quotedDatabaseIdentifier)
        let table = Record.databaseTableName.quotedDatabaseIdentifier
        let upsert = key.map { key in
            let assignments = Record.columnNames.filter { $0 != key }.map(\.quotedDatabaseIdentifier)
                .map { "\($0) = excluded.\($0)" }
            return " ON CONFLICT(\(key.quotedDatabaseIdentifier)) DO UPDATE SET \(assignments.joined(separator: ", "))"
        } ?? ""
        try RowBatches.run(records, in: db, sql: { rows in
            "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES "
                + RowBatches.placeholders(rows: rows, width: names.count) + upsert
        }, bindRow: { record, statement in record.bind(to: &statement) })
    }
}
