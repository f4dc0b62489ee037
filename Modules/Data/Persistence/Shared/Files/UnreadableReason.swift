/// The one-line reasons a career file is refused, shared by the header check, the SQLite checks and error mapping.
enum UnreadableReason {
    static let notSQLite = "not a SQLite database"
    package static let damaged = "file is truncated or damaged"
    static let notCareer = "not a SuperSoccer career"
    static let cannotRead = "file cannot be read"
    static let notRegularFile = "not a regular file"

    static func newerSchema(_ version: Int) -> String {
        "written by a newer version (schema \(version), this game reads up to \(CareerDatabase.schemaVersion))"
    }

    static func invalidData(_ detail: String) -> String {
        "stored data is invalid: \(detail)"
    }
}

/// Thrown inside database work when a check refuses the file; becomes `DataError.careerUnreadable`.
struct CareerFileRejection: Error {
    package let reason: String
}
