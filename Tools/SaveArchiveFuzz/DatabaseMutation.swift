import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// Turns fuzz bytes into edits of an inflated career database, so that inputs get past every checksum and reach
/// the career checks, the migrations and the game itself. An input starting with `S` is SQL run as it is (the
/// hand-made hostile files seed the corpus that way); any other is a program of eight-byte edits — set a cell to
/// an edge value of some type, clear it, delete or copy a row, or change the schema version.
struct DatabaseMutation {
    private struct Table {
        let name: String
        let columns: [String]
        /// The primary key's columns (the rowid when it has none), to name one row.
        let key: [String]
    }

    private let tables: [Table]

    /// The tables and columns of `db`, in a stable order.
    init(schemaOf db: Database) throws {
        let names = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name
            """)
        tables = try names.map { name in
            let info = try Row.fetchAll(db, sql: "SELECT name, pk FROM pragma_table_info(?) ORDER BY cid",
                                        arguments: [name])
            let key = info.filter { ($0["pk"] as Int) > 0 }.sorted { ($0["pk"] as Int) < ($1["pk"] as Int) }
            return Table(name: name, columns: info.map { $0["name"] }, key: key.isEmpty ? ["rowid"] : key.map { $0["name"] })
        }
    }

    /// Applies `bytes` to `db`; an edit SQLite refuses is skipped, as a hostile hand would try another. The edit is
    /// bounded — at most `Bounds.steps` of SQLite's work and `Bounds.pages` more pages — since a file placed in the
    /// data folder is finished before the game meets it: an edit that recursed for ever (`SELECT +1 i FROM n`) once
    /// hung the fuzzer, not the game.
    func apply(_ bytes: [UInt8], to db: Database) {
        Bounds.install(on: db)
        defer { Bounds.remove(from: db) }
        try? db.execute(sql: "PRAGMA foreign_keys = OFF")
        if bytes.first == UInt8(ascii: "S") {
            try? db.execute(sql: String(decoding: bytes.dropFirst(), as: UTF8.self))
            return
        }
        for start in stride(from: 0, to: bytes.count - 7, by: 8) {
            for statement in edit(Array(bytes[start..<start + 8])) {
                try? db.execute(sql: statement.sql, arguments: statement.arguments)
            }
        }
    }

    private func edit(_ b: [UInt8]) -> [(sql: String, arguments: StatementArguments)] {
        guard !tables.isEmpty else { return [] }
        let table = tables[Int(b[1]) % tables.count]
        let row = Int(b[2]) | Int(b[3]) << 8
        let column = table.columns.isEmpty ? "rowid" : table.columns[Int(b[4]) % table.columns.count]
        let keys = table.key.map { "\"\($0)\"" }.joined(separator: ", ")
        let chosen = "(\(keys)) IN (SELECT \(keys) FROM \"\(table.name)\" LIMIT 1 OFFSET \(row % 4096))"
        switch b[0] % 6 {
        case 0, 1:
            return [("UPDATE \"\(table.name)\" SET \"\(column)\" = ? WHERE \(chosen)", [value(kind: b[5], b[6], b[7])])]
        case 2:
            return [("DELETE FROM \"\(table.name)\" WHERE \(chosen)", [])]
        case 3:
            // A copy under a new key: text keys get a suffix, integer keys a fresh rowid.
            let copied = table.columns.map { name in
                table.key.first == name ? "CASE typeof(\"\(name)\") WHEN 'text' THEN \"\(name)\" || '-\(b[6])' ELSE NULL END"
                    : "\"\(name)\""
            }.joined(separator: ", ")
            let names = table.columns.map { "\"\($0)\"" }.joined(separator: ", ")
            return [("INSERT INTO \"\(table.name)\" (\(names)) SELECT \(copied) FROM \"\(table.name)\" LIMIT 1 OFFSET \(row % 4096)", [])]
        case 4:
            return [("PRAGMA user_version = \(Int(b[5]) % 12)", [])]
        default:
            return [("UPDATE \"\(table.name)\" SET \"\(column)\" = NULL WHERE \(chosen)", [])]
        }
    }

    /// A value of some storage class, biased to the edges where ranges and arithmetic break.
    private func value(kind: UInt8, _ first: UInt8, _ second: UInt8) -> DatabaseValue {
        let edges: [Int64] = [0, 1, -1, 2, 15, 16, 17, 19, 20, 21, 38, 39, 99, 100, 130, 1_000, 9_999, 10_000,
                              1_000_000, 1_000_001, 1_000_000_000_000, -1_000_000_000_000, Int64(Int32.max),
                              Int64(Int32.min), Int64.max, Int64.min]
        let seed = Int(first) | Int(second) << 8
        switch kind % 8 {
        case 0: return (Int64(seed) - 32_768).databaseValue
        case 1: return edges[seed % edges.count].databaseValue
        case 2: return [0.5, -0.0, 1e300, -1e300, Double.infinity, 7.25, 1e-300][seed % 7].databaseValue
        case 3: return String(repeating: "Owls", count: seed % 70).databaseValue
        case 4:
            // Text a terminal must never get raw, and text that looks like a value.
            return ["\u{1B}[2J", "\u{202E}x", "2026-02-30", "10000-01-01", "abc", "", "1e5", "\u{0}", "player-1",
                    "team-1", "season-2026", "open"][seed % 12].databaseValue
        case 5: return Data([first, second, 0, 255]).databaseValue
        case 6: return DatabaseValue.null
        default: return Double(seed).databaseValue
        }
    }
}

/// The most an edit may do: SQLite's progress handler stops it after `steps` virtual-machine instructions, and the
/// file may grow by `pages` at most.
private enum Bounds {
    static let steps = 50_000_000
    static let pages = 5_000
    private static let interval: Int32 = 10_000
    private static let calls = Atomic<Int>(0)

    static func install(on db: Database) {
        calls.store(0, ordering: .relaxed)
        let used = (try? Int.fetchOne(db, sql: "PRAGMA page_count")) ?? 0
        try? db.execute(sql: "PRAGMA max_page_count = \(used + pages)")
        sqlite3_progress_handler(db.sqliteConnection, interval, { _ in
            Bounds.calls.add(1, ordering: .relaxed).newValue > Bounds.steps / Int(Bounds.interval) ? 1 : 0
        }, nil)
    }

    static func remove(from db: Database) {
        sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil)
    }
}
