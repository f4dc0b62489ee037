import Foundation

/// What a caller accepts: whose databases, which schema, how large a save may inflate, and what
/// its content must satisfy. The archive is generic over SQLite files; the game supplies its
/// application id, schema version, migration and content check.
public struct SaveArchivePolicy: Sendable {
    /// 1 GiB: far above any career, far below what would fill a disk by surprise.
    public static let defaultMaxRawSize: UInt64 = 1 << 30
    /// A vacuumed SQLite file compresses well under 50:1; deflate tops out near 1032:1.
    public static let defaultMaxRatio: UInt64 = 256

    public let applicationID: Int32
    public let currentSchemaVersion: Int
    public let maxRawSize: UInt64
    public let maxRatio: UInt64
    /// Brings a database file of an older schema up to `currentSchemaVersion` in place.
    /// Nil refuses older schemas.
    public let migrate: (@Sendable (URL) throws -> Void)?
    /// Reads a database that passed every other check (after any migration), throws if its content is
    /// not acceptable (for example a career the game cannot open), and returns its summary, which must
    /// describe the same career as the header's. Nil accepts any content and any summary.
    public let validate: (@Sendable (URL) throws -> SaveSummary)?

    public init(applicationID: Int32, currentSchemaVersion: Int,
                maxRawSize: UInt64 = defaultMaxRawSize, maxRatio: UInt64 = defaultMaxRatio,
                migrate: (@Sendable (URL) throws -> Void)? = nil,
                validate: (@Sendable (URL) throws -> SaveSummary)? = nil) {
        self.applicationID = applicationID
        self.currentSchemaVersion = currentSchemaVersion
        self.maxRawSize = maxRawSize
        self.maxRatio = maxRatio
        self.validate = validate
        self.migrate = migrate
    }

    /// The checks a header must pass before a byte is inflated: bomb limits first, then identity.
    func admit(_ header: SaveHeader) throws(SaveArchiveError) {
        try admitSizes(rawSize: header.rawSize, compressedSize: header.compressedSize)
        guard header.applicationID == applicationID else {
            throw .applicationIDMismatch(found: header.applicationID, expected: applicationID)
        }
        try admitSchema(header.schemaVersion)
    }

    func admitSizes(rawSize: UInt64, compressedSize: UInt64) throws(SaveArchiveError) {
        guard rawSize <= maxRawSize else { throw .rawSizeOverLimit(declared: rawSize, limit: maxRawSize) }
        let (allowed, overflow) = compressedSize.multipliedReportingOverflow(by: maxRatio)
        guard overflow || rawSize <= allowed else {
            throw .compressionRatioOverLimit(ratio: rawSize / max(compressedSize, 1), limit: maxRatio)
        }
    }

    func admitSchema(_ version: Int) throws(SaveArchiveError) {
        guard version <= currentSchemaVersion else {
            throw .schemaVersionNewer(found: version, supported: currentSchemaVersion)
        }
        guard version == currentSchemaVersion || migrate != nil else {
            throw .noMigration(found: version, supported: currentSchemaVersion)
        }
    }
}
