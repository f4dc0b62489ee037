import GRDB
import GRDBSQLite
import PrintableText

/// `printable(text)` in SQL: 1 when `text` holds no character `PrintableText` keeps from a terminal. The content
/// rules call it for every text column of every row, so it reads the value's bytes where SQLite holds them: printable
/// ASCII (nearly all text) passes on a byte test, anything else is decoded and judged by `PrintableText` itself.
/// A GLOB with the forbidden ranges as a character class parsed that class at every character (275 ms for a
/// season-20 file's commentary); a function through GRDB made every value a Swift string first (90 ms).
package enum PrintableTextFunction {
    /// Every connection that runs the content rules is made with this.
    package static func install(in configuration: inout Configuration) {
        configuration.prepareDatabase { db in
            let code = sqlite3_create_function_v2(db.sqliteConnection, "printable", 1,
                                                  SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, printable, nil, nil, nil)
            guard code == SQLITE_OK else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "printable() cannot be installed")
            }
        }
    }
}

/// Text: 1 or 0. Any other value: NULL, which the rules count as a failure (they check the storage class first).
private func printable(_ context: OpaquePointer?, _: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) {
    guard let value = arguments?[0], sqlite3_value_type(value) == SQLITE_TEXT, let text = sqlite3_value_text(value) else {
        sqlite3_result_null(context)
        return
    }
    let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
    let printable = bytes.allSatisfy { (0x20..<0x7F).contains($0) }
        || !PrintableText.containsForbidden(String(decoding: bytes, as: UTF8.self))
    sqlite3_result_int(context, printable ? 1 : 0)
}
