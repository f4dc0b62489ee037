import Foundation
import GRDB

/// Builds small SQLite databases shaped like a career (tables with and without an integer
/// primary key, an index, blobs, NULLs) and reads them back table by table.
enum FixtureDatabase {
    static let applicationID: Int32 = 0x5353_4331
    static let schemaVersion = 3

    /// Creates a database whose content depends on `seed`, so two fixtures differ.
    @discardableResult
    static func create(at url: URL, seed: UInt64 = 1, applicationID: Int32 = applicationID,
                       schemaVersion: Int = schemaVersion, players: Int = 300, wal: Bool = false) throws -> URL {
        let queue = try DatabaseQueue(path: url.path)
        try queue.writeWithoutTransaction { db in
            if wal { try db.execute(sql: "PRAGMA journal_mode = WAL") }
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(sql: "PRAGMA user_version = \(schemaVersion)")
            try db.inTransaction {
                try createTables(db)
                try fill(db, seed: seed, players: players)
                return .commit
            }
        }
        return url
    }

    static func createTables(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE club (id INTEGER PRIMARY KEY, name TEXT NOT NULL, founded INTEGER);
            CREATE TABLE player (id INTEGER PRIMARY KEY, clubId INTEGER REFERENCES club(id),
                                 name TEXT NOT NULL, rating REAL, photo BLOB);
            CREATE INDEX player_club ON player(clubId);
            CREATE TABLE event (kind TEXT, minute INTEGER, note TEXT);
            """)
    }

    static func fill(_ db: Database, seed: UInt64, players: Int) throws {
        var random = SplitMix(seed: seed)
        for club in 1...20 {
            try db.execute(sql: "INSERT INTO club (id, name, founded) VALUES (?, ?, ?)",
                           arguments: [club, "Club \(random.word())", club % 3 == 0 ? nil : 1850 + random.below(170)])
        }
        for player in 1...players {
            let photo = Data((0..<random.below(48)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
            try db.execute(sql: "INSERT INTO player (id, clubId, name, rating, photo) VALUES (?, ?, ?, ?, ?)",
                           arguments: [player, 1 + random.below(20), "\(random.word()) \(random.word())",
                                       Double(random.below(1000)) / 10, photo])
        }
        for _ in 0..<(players / 2) {
            try db.execute(sql: "INSERT INTO event (kind, minute, note) VALUES (?, ?, ?)",
                           arguments: [random.word(), random.below(91), random.below(4) == 0 ? nil : random.word()])
        }
    }

    /// Every table's rows, in a canonical order (rowids may change under VACUUM, so not by rowid).
    static func dump(_ url: URL) throws -> [String: [[DatabaseValue]]] {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: url.path, configuration: configuration).read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            var result: [String: [[DatabaseValue]]] = [:]
            for table in tables {
                let columns = try db.columns(in: table).count
                let order = (1...columns).map(String.init).joined(separator: ", ")
                result[table] = try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\" ORDER BY \(order)")
                    .map { row in row.databaseValues.map { $0 } }
            }
            return result
        }
    }

    static func identity(_ url: URL) throws -> (applicationID: Int32, schemaVersion: Int) {
        try DatabaseQueue(path: url.path).read { db in
            (try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
             try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0)
        }
    }
}

/// A small deterministic generator so fixture content is varied but repeatable.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    mutating func word() -> String {
        let syllables = ["ba", "zor", "qui", "mel", "tup", "fra", "nog", "lee", "wib", "ster"]
        return (0..<(2 + below(3))).map { _ in syllables[below(syllables.count)] }.joined().capitalized
    }
}
