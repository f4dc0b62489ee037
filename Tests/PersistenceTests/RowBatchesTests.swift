import Foundation
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
            }) { number, statement in statement.bind(number, "line \(number)") }
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
                """ }) { row, statement in statement.bind(row.0, row.1) }
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

    /// Values go to SQLite through its own API (`BatchStatement`): every type stored as its SQL literal would be, a text
    /// with a NUL whole (the checks after a write must see it), an empty text as '' and not NULL.
    @Test func everyValueIsStoredAsItsLiteralWouldBe() throws {
        let queue = try DatabaseQueue()
        let values: [DatabaseValue] = [1.databaseValue, (-9_223_372_036_854_775_808 as Int64).databaseValue,
                                       2.5.databaseValue, "".databaseValue, "a\u{0}b".databaseValue,
                                       "Ünïcödé ⚽".databaseValue, .null, Data([0, 1, 2]).databaseValue]
        let (stored, expected) = try queue.write { db in
            try db.execute(sql: "CREATE TABLE value (v); CREATE TABLE expected (v)")
            try RowBatches.run(values, in: db, sql: { rows in
                "INSERT INTO value (v) VALUES \(RowBatches.placeholders(rows: rows, width: 1))"
            }, bindRow: { value, statement in statement.bind(value) })
            // Written as SQL literals: GRDB's own binding ends a text at its first NUL.
            try db.execute(sql: """
                INSERT INTO expected (v) VALUES (1), (-9223372036854775808), (2.5), (''), (CAST(X'610062' AS TEXT)),
                    ('Ünïcödé ⚽'), (NULL), (X'000102')
                """)
            let read = { (table: String) in
                try String.fetchAll(db, sql: "SELECT typeof(v) || ' ' || hex(v) FROM \(table) ORDER BY rowid")
            }
            return (try read("value"), try read("expected"))
        }
        #expect(stored == expected)
    }

    /// Swift values bound as they are (`BatchValue`) are stored exactly as GRDB stores them.
    @Test func typedValuesAreStoredAsGRDBStoresThem() throws {
        let queue = try DatabaseQueue()
        let (batch, grdb) = try queue.write { db in
            try db.execute(sql: "CREATE TABLE value (a, b, c, d, e, f, g, h, i)")
            let text: String? = "Ünïcödé ⚽"
            let none: Int? = nil
            try RowBatches.run([0], in: db, sql: { rows in
                "INSERT INTO value VALUES \(RowBatches.placeholders(rows: rows, width: 9))"
            }) { _, statement in
                statement.bind(-7, Int64.min, 2.5, true, false, "", text, none, 42 as Int?)
            }
            try db.execute(sql: "INSERT INTO value VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           arguments: [-7, Int64.min, 2.5, true, false, "", text, none, 42 as Int?])
            let rows = try String.fetchAll(db, sql: """
                SELECT typeof(a) || hex(a) || typeof(b) || hex(b) || typeof(c) || hex(c) || typeof(d) || hex(d)
                    || typeof(e) || hex(e) || typeof(f) || hex(f) || typeof(g) || hex(g) || typeof(h) || typeof(i)
                    || hex(i) FROM value ORDER BY rowid
                """)
            return (rows[0], rows[1])
        }
        #expect(batch == grdb)
    }

    /// A row SQLite refuses throws its error, and the statement writes the next rows as before.
    @Test func aRefusedRowThrowsAndTheStatementGoesOn() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE line (number INTEGER NOT NULL)")
            let insert = { (numbers: [Int?]) in
                try RowBatches.run(numbers, in: db, sql: { rows in
                    "INSERT INTO line (number) VALUES \(RowBatches.placeholders(rows: rows, width: 1))"
                }) { number, statement in statement.bind(number) }
            }
            #expect { try insert([1, nil]) } throws: { ($0 as? DatabaseError)?.resultCode == .SQLITE_CONSTRAINT }
            try insert([2, 3])
            #expect(try Int.fetchAll(db, sql: "SELECT number FROM line ORDER BY rowid") == [1, 2, 3])
        }
    }
}
