import GRDB
import GRDBSQLite
@testable import Persistence
import Testing

/// `DatabaseQueue.snapshot`: a read in one transaction that leaves the connection's prepared statements prepared.
struct SnapshotReadTests {
    /// How many times SQLite had to prepare `statement` again since it was made.
    private func reprepares(_ statement: Statement) -> Int32 {
        sqlite3_stmt_status(statement.sqliteStatement, SQLITE_STMTSTATUS_REPREPARE, 0)
    }

    @Test func aSnapshotLeavesCachedStatementsPreparedWhereGRDBsReadExpiresThem() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in try db.execute(sql: "CREATE TABLE club (id TEXT PRIMARY KEY, budget INTEGER)") }
        let sql = "UPDATE club SET budget = budget + 1 WHERE id = 'owls'"
        let before = try queue.write { db in
            let statement = try db.cachedStatement(sql: sql)
            try statement.execute()
            return reprepares(statement)
        }
        _ = try queue.snapshot { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM club") }
        let afterSnapshot = try queue.write { db in
            let statement = try db.cachedStatement(sql: sql)
            try statement.execute()
            return reprepares(statement)
        }
        #expect(afterSnapshot == before)
        // The baseline this works around: GRDB's read switches `query_only`, which expires every statement.
        _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM club") }
        let afterRead = try queue.write { db in
            let statement = try db.cachedStatement(sql: sql)
            try statement.execute()
            return reprepares(statement)
        }
        #expect(afterRead == before + 1)
    }

    @Test func aSnapshotSeesOneStateAndReturnsWhatItRead() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE club (id TEXT PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO club VALUES ('owls'), ('newts')")
        }
        let ids = try queue.snapshot { db in try String.fetchAll(db, sql: "SELECT id FROM club ORDER BY id") }
        #expect(ids == ["newts", "owls"])
        #expect(queue.inDatabase { db in db.isInsideTransaction } == false)
    }
}
