import GRDB
import GRDBSQLite

/// A statement GRDB prepared, run with its values bound straight through SQLite's API, in the caller's transaction
/// (`RowBatches`): values are bound one after another, then `execute` steps it once. It writes and returns no rows.
/// GRDB's per-statement bookkeeping (observation, an aborted transaction's guard) has nothing to do for these: they run
/// inside a write the caller opened, and a failure throws and rolls that whole write back.
struct BatchStatement {
    /// SQLite's `SQLITE_TRANSIENT`: SQLite copies a bound text or blob before the call returns.
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

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

    /// Binds the next parameter.
    mutating func bind(_ value: DatabaseValue) {
        bound += 1
        guard failure == SQLITE_OK, bound <= parameters else { return }
        let handle = statement.sqliteStatement
        let code = switch value.storage {
        case .null: sqlite3_bind_null(handle, bound)
        case .int64(let integer): sqlite3_bind_int64(handle, bound, integer)
        case .double(let double): sqlite3_bind_double(handle, bound, double)
        case .string(let string): Self.bind(string, at: bound, to: handle)
        case .blob(let data):
            data.withUnsafeBytes { sqlite3_bind_blob(handle, bound, $0.baseAddress, CInt($0.count), Self.transient) }
        }
        if code != SQLITE_OK { failure = code }
    }

    /// Binds every byte of `string`, an embedded NUL included (the checks after a write must see what was written).
    private static func bind(_ string: String, at index: CInt, to handle: OpaquePointer) -> CInt {
        var string = string
        return string.withUTF8 { bytes in
            // An empty buffer may have no address, and a null address would bind NULL instead of ''.
            guard let start = bytes.baseAddress else { return sqlite3_bind_text(handle, index, "", 0, transient) }
            return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                sqlite3_bind_text(handle, index, $0, CInt(bytes.count), transient)
            }
        }
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
