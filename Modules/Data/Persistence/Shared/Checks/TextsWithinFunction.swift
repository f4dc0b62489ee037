import GRDBSQLite
import PrintableText

/// `texts_within(shortest, longest, value…)` in SQL (`ContentCheckFunctions`): 1 when every value is text of
/// `shortest` to `longest` characters holding nothing `PrintableText` keeps from a terminal; else 0 (NULL included).
/// The content rules test a table's text columns of one length range with one call a row, where
/// `typeof(…) = 'text' AND length(…) <= … AND printable(…)` took three calls and a string comparison for each column.
/// Characters are counted exactly as SQLite's `length` counts them (`characters(in:)`), so a value passes here exactly
/// when it passes the three conditions one by one, and a refusal names the same column as before.
func textsWithin(_ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) {
    guard let arguments, count >= 2 else {
        sqlite3_result_null(context)
        return
    }
    let lengths = sqlite3_value_int64(arguments[0])...max(sqlite3_value_int64(arguments[0]),
                                                           sqlite3_value_int64(arguments[1]))
    for index in 2..<Int(count) {
        guard isWithin(arguments[index], lengths: lengths) else {
            sqlite3_result_int(context, 0)
            return
        }
    }
    sqlite3_result_int(context, 1)
}

private func isWithin(_ value: OpaquePointer?, lengths: ClosedRange<Int64>) -> Bool {
    guard sqlite3_value_type(value) == SQLITE_TEXT, let text = sqlite3_value_text(value) else { return false }
    let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
    return lengths.contains(characters(in: bytes)) && !PrintableText.containsForbidden(utf8: bytes)
}

/// SQLite's `length` of a text: up to its first NUL, a byte from 0xC0 up with the continuation bytes after it is one
/// character, and every other byte is one (invalid UTF-8 included).
func characters(in bytes: UnsafeBufferPointer<UInt8>) -> Int64 {
    var count: Int64 = 0
    var index = 0
    while index < bytes.count, bytes[index] != 0 {
        let lead = bytes[index]
        index += 1
        count += 1
        if lead >= 0xC0 {
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        }
    }
    return count
}
