import Foundation
import GRDB
import Testing
@testable import ssbench

/// The raw-insert baseline writes as many rows as a match day does: the rows a day added or changed, table by table,
/// and none it left as they were.
struct MatchDayRowsTests {
    @Test func countsTheRowsAddedOrChangedAndNoneLeftAsTheyWere() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("match-day-rows-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = directory.appendingPathComponent("before.sqlite")
        let after = directory.appendingPathComponent("after.sqlite")
        let setUp = """
            CREATE TABLE player (id TEXT PRIMARY KEY, fitness INTEGER);
            CREATE TABLE stats (playerId TEXT, seasonId TEXT, goals INTEGER, PRIMARY KEY (seasonId, playerId))
                WITHOUT ROWID;
            CREATE TABLE untouched (id INTEGER PRIMARY KEY, note TEXT);
            INSERT INTO player VALUES ('a', 100), ('b', 100), ('c', 100);
            INSERT INTO untouched VALUES (1, 'kept');
            """
        for url in [before, after] {
            let queue = try DatabaseQueue(path: url.path)
            try queue.write { db in try db.execute(sql: setUp) }
            try queue.close()
        }
        let queue = try DatabaseQueue(path: after.path)
        defer { try? queue.close() }
        try queue.write { db in
            // A condition that changed, one written back as it was, and a season's first line.
            try db.execute(sql: """
                UPDATE player SET fitness = 88 WHERE id = 'a';
                UPDATE player SET fitness = 100 WHERE id = 'b';
                INSERT INTO stats VALUES ('a', '2026', 1);
                """)
        }
        let written = try queue.inDatabase { db in try MatchDayRows.rowsWritten(in: db, since: before) }
        #expect(written == ["player": 1, "stats": 1, "untouched": 0])
        #expect(MatchDayRows(byTable: written).total == 2)
        #expect(MatchDayRows(byTable: written).breakdown == "player 1, stats 1")
    }
}
