import Foundation
import GRDB
import GRDBSQLite

/// Writes many rows with one statement per batch: a row costs SQLite little beside what running a statement costs
/// (binding its arguments, stepping, resetting), and a match day writes a few thousand rows. Batches have a fixed
/// size, so each statement is prepared once per connection; the rows past the last full batch go one by one.
///
/// GRDB prepares and caches the statements; the values are bound and the statement stepped through SQLite's API
/// (`BatchStatement`, `BatchValue`): GRDB's `StatementArguments` copy every value twice and dispatch generically on
/// each before binding it, which was about a third of writing the season end's players and fixtures.
enum RowBatches {
    static let size = 16

    /// Runs `sql(n)` — the statement for `n` rows — over `rows`, `bindRow` binding each row's values in turn.
    static func run<Element>(_ rows: [Element], in db: Database, sql: (Int) -> String,
                             bindRow: (Element, inout BatchStatement) -> Void) throws {
        let full = rows.count / size * size
        if full > 0 {
            var batch = try BatchStatement(db.cachedStatement(sql: sql(size)), in: db)
            for start in stride(from: 0, to: full, by: size) {
                for row in rows[start..<start + size] { bindRow(row, &batch) }
                try batch.execute()
            }
        }
        guard full < rows.count else { return }
        var single = try BatchStatement(db.cachedStatement(sql: sql(1)), in: db)
        for row in rows[full...] {
            bindRow(row, &single)
            try single.execute()
        }
    }

    /// `rows` groups of `width` placeholders, for a `VALUES` list: `(?, ?), (?, ?)`.
    static func placeholders(rows: Int, width: Int) -> String {
        let row = "(" + Array(repeating: "?", count: width).joined(separator: ", ") + ")"
        return Array(repeating: row, count: rows).joined(separator: ", ")
    }
}
