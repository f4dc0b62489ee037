import Foundation
import GRDB
import PrintableText

/// The one-line reason of an error from SQLite, a caller's closure or the system.
func reason(of error: any Error) -> String {
    if let database = error as? DatabaseError {
        return PrintableText.oneLine(database.message ?? "SQLite error \(database.resultCode.rawValue)")
    }
    return PrintableText.oneLine(String(describing: error))
}

/// The one-line text of the current `errno`.
func systemReason(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
