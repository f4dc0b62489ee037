import Foundation
import GRDB

/// Collapses a system or SQLite message to one line so every `SaveArchiveError.message` stays one line.
func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline)
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
        .joined(separator: "; ")
}

/// The one-line reason of an error from SQLite, a caller's closure or the system.
func reason(of error: any Error) -> String {
    if let database = error as? DatabaseError {
        return oneLine(database.message ?? "SQLite error \(database.resultCode.rawValue)")
    }
    return oneLine(String(describing: error))
}

/// The one-line text of the current `errno`.
func systemReason(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
