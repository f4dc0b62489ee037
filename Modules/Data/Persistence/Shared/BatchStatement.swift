import GRDB
import GRDBSQLite

/// A statement GRDB prepared, run with its values bound straight through SQLite's API, in the caller's transaction
/// (`RowBatches`): values are bound one after another, then `execute` steps it once. It writes and returns no rows.
/// GRDB's per-statement bookkeeping (observation, an aborted transaction's guard) has nothing to do for these: they run
/// inside a write the caller opened, and a failure throws and rolls that whole write back.
struct BatchStatement {
    private let statement: Statement
    private let db: Database
    private let parameters: CInt
    private var bound: CInt = 0
    private var failure = SQLITE_OK

    init(_ statement: Statement, in db: Database) {
        self.statement = statement
        self.db = db
        parameters = sqlite3_bind_parameter_count(statement.sqliteStatement)
        sqlite3_reset(statement.sqliteStatement)
    }

    /// Binds the next parameters, one after another.
    mutating func bind<each Value: BatchValue>(_ values: repeat each Value) {
        repeat bindNext(each values)
    }

    private mutating func bindNext(_ value: some BatchValue) {
        bound += 1
        guard failure == SQLITE_OK, bound <= parameters else { return }
        let code = value.bind(to: statement.sqliteStatement, at: bound)
        if code != SQLITE_OK { failure = code }
    }

    /// Steps the statement with the values bound since the last run — exactly as many as it has parameters — and
    /// readies it for the next. A failure (a constraint, the disk) throws SQLite's error, as GRDB's `execute` would.
    mutating func execute() throws {
        let handle = statement.sqliteStatement
        defer {
            sqlite3_reset(handle)
            bound = 0
            failure = SQLITE_OK
        }
        guard failure == SQLITE_OK, bound == parameters else {
            throw DatabaseError(resultCode: failure == SQLITE_OK ? .SQLITE_MISUSE : ResultCode(rawValue: failure),
                                message: "\(bound) values bound for \(parameters) parameters", sql: statement.sql)
        }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code),
                                message: db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) },
                                sql: statement.sql)
        }
    }
}
