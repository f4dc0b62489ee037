import Foundation
import GRDB

/// Collapses a system or SQLite message to one line so every `SaveArchiveError.message` stays one line.
func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline)
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
        .joined(separator: "; ")
}

/// Text from a file (a name, a summary, a path) made safe to print: every control character — the ESC
/// of an escape sequence, a line break that could forge a second line — shows as `?`. The game's screens
/// use `TextLayout.printable` of the UI kit, which tools cannot import; both follow this rule.
public func printable(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
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
