import GRDBSQLite

/// `stored_as(classes, value…)` in SQL (`ContentCheckFunctions`): 1 when every value's storage class is one of
/// `classes` (`StorageClasses` bits), else 0. A table's columns of one storage class are checked with one call a row,
/// where `typeof(…) IN (…)` a column gave SQLite an expression to compile and run for each.
func storedAs(_ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) {
    guard let arguments, count >= 1 else {
        sqlite3_result_null(context)
        return
    }
    let classes = sqlite3_value_int64(arguments[0])
    for index in 1..<Int(count) where classes & (1 << (Int64(sqlite3_value_type(arguments[index])) - 1)) == 0 {
        sqlite3_result_int(context, 0)
        return
    }
    sqlite3_result_int(context, 1)
}
