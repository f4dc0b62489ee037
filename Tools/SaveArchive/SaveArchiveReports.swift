import Foundation

/// What an export wrote.
public struct ExportReport: Sendable, Hashable {
    public let file: URL
    public let header: SaveHeader
}

/// A save that passed every import check.
public struct VerifiedSave: Sendable, Hashable {
    public let header: SaveHeader
    /// The schema version the save was written with, when the policy's migration upgraded it.
    public let migratedFromSchemaVersion: Int?
}

/// What an import installed.
public struct InstallReport: Sendable, Hashable {
    public let target: URL
    public let save: VerifiedSave
    /// Whether an existing database was replaced.
    public let replacedExisting: Bool
}
