import GRDBSQLite
import PrintableText

/// `printable(text)` in SQL (`ContentCheckFunctions`): 1 when `text` holds no character `PrintableText` keeps from a
/// terminal, 0 when it does; NULL for a value that is not text, which the rules count as a failure (they check the
/// storage class first). The content rules call it for every text column of every row, so `PrintableText` judges the
/// bytes where SQLite holds them. A GLOB with the
/// forbidden ranges as a character class parsed that class at every character (275 ms for a season-20 file).
func printable(_ context: OpaquePointer?, _: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) {
    guard let value = arguments?[0], sqlite3_value_type(value) == SQLITE_TEXT, let text = sqlite3_value_text(value) else {
        sqlite3_result_null(context)
        return
    }
    let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
    sqlite3_result_int(context, PrintableText.containsForbidden(utf8: bytes) ? 0 : 1)
}
