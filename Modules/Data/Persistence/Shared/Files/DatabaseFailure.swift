import GRDB
import PrintableText

/// Turns a GRDB/SQLite error into a one-line reason fit for a user.
enum DatabaseFailure {
    package static func reason(for error: any Error) -> String {
        guard let error = error as? DatabaseError else { return PrintableText.oneLine(String(describing: error)) }
        switch error.resultCode {
        case .SQLITE_NOTADB: return UnreadableReason.notSQLite
        case .SQLITE_CORRUPT: return UnreadableReason.damaged
        case .SQLITE_BUSY, .SQLITE_LOCKED: return "file is in use by another program"
        case .SQLITE_FULL: return "disk is full"
        case .SQLITE_READONLY, .SQLITE_PERM: return "file is not writable"
        case .SQLITE_CANTOPEN: return "file cannot be opened"
        default: return PrintableText.oneLine(error.message ?? "SQLite error \(error.resultCode.rawValue)")
        }
    }
}
