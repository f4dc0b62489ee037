import GRDB
import GRDBSQLite

/// The SQL functions the content rules call, installed on every connection that runs them. Written against SQLite's
/// own function API: they read each value where SQLite holds it, where a function through GRDB makes every value a
/// Swift value first (90 ms of a season-20 file's check for `printable` alone).
package enum ContentCheckFunctions {
    package static func install(in configuration: inout Configuration) {
        configuration.prepareDatabase { db in
            try add("printable", arguments: 1, printable, to: db)
            try add("integers_within", arguments: -1, integersWithin, to: db)
            try add("stored_as", arguments: -1, storedAs, to: db)
        }
    }

    private typealias Function = @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void

    /// `arguments`: how many the function takes, -1 for any number.
    private static func add(_ name: String, arguments: Int32, _ function: Function, to db: Database) throws {
        let code = sqlite3_create_function_v2(db.sqliteConnection, name, arguments, SQLITE_UTF8 | SQLITE_DETERMINISTIC,
                                              nil, function, nil, nil, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "\(name)() cannot be installed")
        }
    }
}
