import Foundation
import GRDB

/// Collapses a message, a file name or a summary to one printable line: line breaks join the parts with
/// `; `, and every other control character (the ESC of an escape sequence) shows as `?`. Every
/// `SaveArchiveError.message` and whatever the save tools print from a file passes through it. The game's
/// screens use `TextLayout.printable` of the UI kit, which tools cannot import; both follow this rule.
public func oneLine(_ text: String) -> String {
    let joined = text.split(whereSeparator: \.isNewline)
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
        .joined(separator: "; ")
    return String(String.UnicodeScalarView(joined.unicodeScalars.map {
        $0.properties.generalCategory == .control ? "?" : $0
    }))
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
