/// Every way an export, inspection, verification or import can fail. `message` is one line that
/// names what is wrong, fit to show a user as is; nothing is installed when one is thrown.
public enum SaveArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    // The file itself.
    case cannotRead(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case notARegularFile(path: String, kind: String)
    case emptyFile(path: String)
    // The header.
    case notASaveFile
    case headerTruncated(available: Int, needed: Int)
    case unsupportedFormatVersion(found: Int, supported: Int)
    case headerLengthInvalid(Int)
    case headerChecksumMismatch(stored: UInt32, computed: UInt32)
    case headerFieldInvalid(String)
    // Declared sizes against the file and the policy.
    case fileTruncated(expected: UInt64, actual: UInt64)
    case trailingBytes(count: UInt64)
    case rawSizeOverLimit(declared: UInt64, limit: UInt64)
    case compressionRatioOverLimit(ratio: UInt64, limit: UInt64)
    case applicationIDMismatch(found: Int32, expected: Int32)
    case schemaVersionNewer(found: Int, supported: Int)
    case noMigration(found: Int, supported: Int)
    // The compressed stream and the payload.
    case streamDamaged(String)
    case streamEndsEarly
    case trailingBytesAfterStream(count: UInt64)
    case payloadLargerThanDeclared(declared: UInt64)
    case payloadSmallerThanDeclared(actual: UInt64, declared: UInt64)
    case streamChecksumMismatch(stored: UInt32, computed: UInt32)
    case payloadChecksumMismatch(stored: UInt32, computed: UInt32)
    // The database inside.
    case notSQLite
    case integrityCheckFailed(String)
    case headerDisagreesWithDatabase(String)
    case migrationFailed(from: Int, to: Int, reason: String)
    case contentRejected(String)
    // Export and install.
    case invalidCompressionLevel(Int)
    case snapshotFailed(String)
    case summaryFailed(String)
    case compressionFailed(String)
    case targetExists(path: String)
    case installFailed(String)

    public var message: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .notARegularFile(let path, let kind): "\(path) is \(kind), not a regular file"
        case .emptyFile(let path): "\(path) is empty"
        case .notASaveFile: "not a SuperSoccer save file (wrong magic bytes)"
        case .headerTruncated(let available, let needed):
            "file ends inside the header (\(available) of \(needed) bytes)"
        case .unsupportedFormatVersion(let found, let supported):
            "save format version \(found) is not supported (this build reads version \(supported))"
        case .headerLengthInvalid(let length): "header length \(length) is out of range"
        case .headerChecksumMismatch(let stored, let computed):
            "header checksum mismatch (stored \(hex(stored)), computed \(hex(computed)))"
        case .headerFieldInvalid(let detail): "invalid header: \(detail)"
        case .fileTruncated(let expected, let actual):
            "file is truncated: \(actual) bytes, the header declares \(expected)"
        case .trailingBytes(let count): "\(count) unexpected bytes after the declared end of the file"
        case .rawSizeOverLimit(let declared, let limit):
            "declared database size \(declared) bytes exceeds the limit of \(limit) bytes"
        case .compressionRatioOverLimit(let ratio, let limit):
            "declared compression ratio \(ratio):1 exceeds the limit of \(limit):1"
        case .applicationIDMismatch(let found, let expected):
            "database belongs to another application (id \(hex(found)), expected \(hex(expected)))"
        case .schemaVersionNewer(let found, let supported):
            "schema version \(found) is newer than this build supports (\(supported))"
        case .noMigration(let found, let supported):
            "schema version \(found) is older than \(supported) and no migration is available"
        case .streamDamaged(let detail): "compressed data is damaged: \(detail)"
        case .streamEndsEarly: "compressed data ends before the end of the stream"
        case .trailingBytesAfterStream(let count): "\(count) unexpected bytes after the end of the compressed stream"
        case .payloadLargerThanDeclared(let declared):
            "payload inflates to more than the declared \(declared) bytes"
        case .payloadSmallerThanDeclared(let actual, let declared):
            "payload inflates to \(actual) bytes, the header declares \(declared)"
        case .streamChecksumMismatch(let stored, let computed):
            "compressed data checksum mismatch (stored \(hex(stored)), computed \(hex(computed)))"
        case .payloadChecksumMismatch(let stored, let computed):
            "payload checksum mismatch (stored \(hex(stored)), computed \(hex(computed)))"
        case .notSQLite: "payload is not an SQLite database"
        case .integrityCheckFailed(let detail): "database integrity check failed: \(detail)"
        case .headerDisagreesWithDatabase(let detail): "header does not match the database: \(detail)"
        case .migrationFailed(let from, let to, let reason):
            "migration from schema \(from) to \(to) failed: \(reason)"
        case .contentRejected(let reason): "database content is not acceptable: \(reason)"
        case .invalidCompressionLevel(let level): "compression level \(level) is out of range 0–9"
        case .snapshotFailed(let reason): "cannot snapshot the database: \(reason)"
        case .summaryFailed(let reason): "cannot summarise the database: \(reason)"
        case .compressionFailed(let reason): "compression failed: \(reason)"
        case .targetExists(let path): "\(path) already exists"
        case .installFailed(let reason): "install failed, any previous database is unchanged: \(reason)"
        }
    }

    /// The path the message already names, for callers that would otherwise prefix one.
    public var path: String? {
        switch self {
        case .cannotRead(let path, _), .cannotWrite(let path, _), .notARegularFile(let path, _),
             .emptyFile(let path), .targetExists(let path):
            path
        default:
            nil
        }
    }

    public var description: String { message }
}

private func hex<T: BinaryInteger>(_ value: T) -> String {
    let bits = UInt32(truncatingIfNeeded: value)
    let digits = String(bits, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
