import GRDB

package extension DatabaseQueue {
    /// Runs `body` in one deferred transaction, as GRDB's `read` does, but without its switch to `PRAGMA query_only`
    /// and back: switching a flag pragma expires every prepared statement of the connection, so every read made the
    /// session's next write prepare all its cached statements again (a match day re-prepared each one of them). The
    /// game's reads are the stores' queries, which write nothing.
    func snapshot<T>(_ body: (Database) throws -> T) throws -> T {
        try inDatabase { db in
            var value: T?
            try db.inTransaction(.deferred) {
                value = try body(db)
                return .commit
            }
            guard let value else { throw DatabaseError(message: "a read returned nothing") }
            return value
        }
    }
}
