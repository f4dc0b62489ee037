/// The one-line reasons a career file is refused, shared by the header check, the SQLite checks and error mapping.
enum UnreadableReason {
    static let notSQLite = "not a SQLite database"
    static let damaged = "file is truncated or damaged"
    static let notCareer = "not a SuperSoccer career"
    static let cannotRead = "file cannot be read"
    static let notRegularFile = "not a regular file"

    static func newerSchema(_ version: Int) -> String {
        "written by a newer version (schema \(version), this game reads up to \(CareerDatabase.schemaVersion))"
    }

    static func invalidData(_ detail: String) -> String {
        "stored data is invalid: \(detail)"
    }

    /// Text from the file itself (a name, a value, a schema statement) as a reason may quote it: clipped,
    /// and with control characters shown as `?`, since every screen and command prints reasons as they are.
    /// The Data layer's twin of `TextLayout.printable`, which it cannot import.
    static func quoted(_ text: String, limit: Int = 40) -> String {
        let clipped = text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
        return String(String.UnicodeScalarView(clipped.unicodeScalars.map {
            $0.properties.generalCategory == .control ? "?" : $0
        }))
    }
}

/// Thrown inside database work when a check refuses the file; becomes `DataError.careerUnreadable`.
struct CareerFileRejection: Error {
    let reason: String
}
