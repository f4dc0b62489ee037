import SaveArchive

/// What an import installed.
public struct CareerImport: Sendable, Hashable {
    /// The slot the career was installed as.
    public let slot: String
    public let header: SaveHeader
    /// Whether a career in that slot was replaced.
    public let replacedExisting: Bool
    /// The schema version the save was written with, when it was migrated to this build's.
    public let migratedFromSchemaVersion: Int?
}
