import Foundation
import GRDB
import Persistence

/// How many rows one full match day writes — every row of every table that the day added or changed, counted on a
/// played copy of the career against the career before it — so the raw-insert baseline writes as many. (Counting
/// every player's row, as this once did, set beside the day about 900 condition rewrites it does not make: a
/// player whose condition stays as it was is not written.)
struct MatchDayRows {
    /// Rows added or changed, by table.
    let byTable: [String: Int]

    var total: Int { byTable.values.reduce(0, +) }

    /// The tables the day wrote to, most rows first, for the log.
    var breakdown: String {
        byTable.filter { $0.value > 0 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    static func measure(career: SeasonCareer) async throws -> MatchDayRows {
        let slot = "row-count"
        try career.copy(as: slot)
        _ = try await career.manager.playMatchDay(careerId: slot, matchDay: 1, lineUp: nil)
        let before = CareerDatabase.fileURL(slot: SeasonCareer.templateSlot, in: career.directory)
        let queue = try DatabaseQueue(path: CareerDatabase.fileURL(slot: slot, in: career.directory).path)
        defer { try? queue.close() }
        return MatchDayRows(byTable: try queue.inDatabase { db in try rowsWritten(in: db, since: before) })
    }

    /// Per table of `db`, the rows that are not in the same table of the file `before` as they are here: the rows
    /// added or changed since. Attached outside any transaction, as SQLite asks.
    static func rowsWritten(in db: Database, since before: URL) throws -> [String: Int] {
        try db.execute(sql: "ATTACH DATABASE ? AS before", arguments: [before.path])
        defer { try? db.execute(sql: "DETACH DATABASE before") }
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
            """)
        var written: [String: Int] = [:]
        for table in tables {
            let quoted = table.quotedDatabaseIdentifier
            written[table] = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM (SELECT * FROM main.\(quoted) EXCEPT SELECT * FROM before.\(quoted))
                """) ?? 0
        }
        return written
    }
}
