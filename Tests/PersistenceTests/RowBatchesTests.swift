import GRDB
@testable import Persistence
import Testing

/// `RowBatches`: many rows a statement, full batches first and the rest one by one, every row in order.
struct RowBatchesTests {
    private func insert(_ count: Int) throws -> [Row] {
        let queue = try DatabaseQueue()
        return try queue.write { db in
            try db.execute(sql: "CREATE TABLE line (number INTEGER NOT NULL, label TEXT NOT NULL)")
            try RowBatches.run(Array(0..<count), in: db, sql: { rows in
                "INSERT INTO line (number, label) VALUES \(RowBatches.placeholders(rows: rows, width: 2))"
            }) { number in [number, "line \(number)"] }
            return try Row.fetchAll(db, sql: "SELECT number, label FROM line ORDER BY rowid")
        }
    }

    @Test(arguments: [0, 1, RowBatches.size - 1, RowBatches.size, RowBatches.size + 1, 3 * RowBatches.size + 5])
    func everyRowIsWrittenOnceInOrder(count: Int) throws {
        let rows = try insert(count)
        #expect(rows.map { $0["number"] as Int } == Array(0..<count))
        #expect(rows.map { $0["label"] as String } == (0..<count).map { "line \($0)" })
    }

    @Test func anUpsertBatchAddsToRowsAlreadyStoredAndToRowsEarlierInTheSameBatch() throws {
        let queue = try DatabaseQueue()
        let totals = try queue.write { db in
            try db.execute(sql: "CREATE TABLE total (id TEXT PRIMARY KEY NOT NULL, goals INTEGER NOT NULL)")
            try db.execute(sql: "INSERT INTO total VALUES ('a', 10)")
            // Twice `b` within one batch of sixteen: the second adds to the first.
            let rows = [("a", 1), ("b", 2), ("b", 3)] + (0..<RowBatches.size).map { ("c\($0)", $0) }
            try RowBatches.run(rows, in: db, sql: { count in """
                INSERT INTO total (id, goals) VALUES \(RowBatches.placeholders(rows: count, width: 2))
                ON CONFLICT (id) DO UPDATE SET goals = goals + excluded.goals
                """ }) { row in [row.0, row.1] }
            return try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT id, goals FROM total").map {
                ($0["id"] as String, $0["goals"] as Int)
            })
        }
        #expect(totals["a"] == 11)
        #expect(totals["b"] == 5)
        #expect(totals.count == 2 + RowBatches.size)
    }

    @Test func placeholdersAreOneGroupARow() {
        #expect(RowBatches.placeholders(rows: 2, width: 3) == "(?, ?, ?), (?, ?, ?)")
        #expect(RowBatches.placeholders(rows: 1, width: 1) == "(?)")
    }
}
