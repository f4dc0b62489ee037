import Foundation
import GRDB

/// The baseline of a career's first open: every row of every table of the file read once, with nothing checked.
enum PlainRead {
    /// Returns how many rows it read, so the read cannot be skipped.
    static func everyRow(of file: URL) throws -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: file.path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            var rows = 0
            for table in tables {
                let cursor = try Row.fetchCursor(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier)")
                while try cursor.next() != nil { rows += 1 }
            }
            return rows
        }
    }
}
