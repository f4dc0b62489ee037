import GRDB
@testable import Persistence
import Testing

/// `RecordBatch`: one prepared statement for many rows in column order, an upsert that updates a stored row in place.
struct RecordBatchTests {
    private struct Club: Codable, FetchableRecord, PositionalRecord, Equatable {
        static let databaseTableName = "club"
        static let columnNames = ["id", "name", "budget"]
        let id: String
        let name: String
        let budget: Int?

        func bind(to statement: inout BatchStatement) { statement.bind(id, name, budget) }
    }

    private func database() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE club (id TEXT PRIMARY KEY, name TEXT NOT NULL, budget INTEGER);
                CREATE TABLE fan (id INTEGER PRIMARY KEY, clubId TEXT NOT NULL REFERENCES club(id) ON DELETE CASCADE);
                INSERT INTO club VALUES ('a', 'Old Name', 5);
                INSERT INTO fan (clubId) VALUES ('a');
                """)
        }
        return queue
    }

    @Test func insertsEveryRecord() throws {
        let queue = try database()
        let clubs = [Club(id: "b", name: "Bees", budget: nil), Club(id: "c", name: "Cats", budget: 3)]
        try queue.write { db in try RecordBatch.write(clubs, in: db) }
        let stored = try queue.read { db in try Club.order(Column("id")).fetchAll(db) }
        #expect(stored == [Club(id: "a", name: "Old Name", budget: 5)] + clubs)
    }

    @Test func anUpsertUpdatesAStoredRowInPlaceAndInsertsTheNew() throws {
        let queue = try database()
        let clubs = [Club(id: "a", name: "New Name", budget: nil), Club(id: "d", name: "Dogs", budget: 1)]
        try queue.write { db in try RecordBatch.write(clubs, updatingOn: "id", in: db) }
        let stored = try queue.read { db in try Club.order(Column("id")).fetchAll(db) }
        #expect(stored == clubs)
        // Updated, not deleted and inserted again: the row's children stay.
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM fan") } == 1)
    }

    @Test func aDuplicateKeyWithoutUpsertFailsTheWrite() throws {
        let queue = try database()
        #expect(throws: DatabaseError.self) {
            try queue.write { db in try RecordBatch.write([Club(id: "a", name: "Again", budget: 1)], in: db) }
        }
    }
}
