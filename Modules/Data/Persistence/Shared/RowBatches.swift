import GRDB

/// Writes many rows with one statement per batch: a row costs SQLite little beside what running a statement costs
/// (binding its arguments, stepping, resetting), and a match day writes a few thousand rows. Batches have a fixed
/// size, so each statement is prepared once per connection; the rows past the last full batch go one by one.
enum RowBatches {
    static let size = 16

    /// Runs `sql(n)` — the statement for `n` rows — over `rows`, binding `values(row)` for each row in turn.
    static func run<Element>(_ rows: [Element], in db: Database, sql: (Int) -> String,
                             values: (Element) -> [(any DatabaseValueConvertible)?]) throws {
        try run(rows, in: db, sql: sql) { batch in StatementArguments(batch.flatMap(values)) }
    }

    /// The same for rows whose values are `DatabaseValue`s already (`RecordBatch`): passed as they are, where an array
    /// of them made into an array of `DatabaseValueConvertible` costs a dynamic cast a value.
    static func run<Element>(_ rows: [Element], in db: Database, sql: (Int) -> String,
                             databaseValues: (Element) -> [DatabaseValue]) throws {
        try run(rows, in: db, sql: sql) { batch in StatementArguments(batch.flatMap(databaseValues)) }
    }

    private static func run<Element>(_ rows: [Element], in db: Database, sql: (Int) -> String,
                                     arguments: (ArraySlice<Element>) -> StatementArguments) throws {
        let full = rows.count / size * size
        if full > 0 {
            let batch = try db.cachedStatement(sql: sql(size))
            for start in stride(from: 0, to: full, by: size) {
                try batch.execute(arguments: arguments(rows[start..<start + size]))
            }
        }
        guard full < rows.count else { return }
        let single = try db.cachedStatement(sql: sql(1))
        for index in full..<rows.count { try single.execute(arguments: arguments(rows[index...index])) }
    }

    /// `rows` groups of `width` placeholders, for a `VALUES` list: `(?, ?), (?, ?)`.
    static func placeholders(rows: Int, width: Int) -> String {
        let row = "(" + Array(repeating: "?", count: width).joined(separator: ", ") + ")"
        return Array(repeating: row, count: rows).joined(separator: ", ")
    }
}
