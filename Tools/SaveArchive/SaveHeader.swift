import Foundation

/// The fixed-layout header at the start of every save file (layout in `SaveHeaderCodec` and
/// Tools/DECISIONS.md entry 1). Everything `inspect` reports comes from here.
public struct SaveHeader: Sendable, Hashable {
    /// The format version this build writes and the newest it reads.
    public static let currentFormatVersion = 1

    public let formatVersion: Int
    public let applicationID: Int32
    public let schemaVersion: Int
    public let compressionLevel: Int
    /// Size of the SQLite snapshot before compression.
    public let rawSize: UInt64
    /// Size of the zlib stream that follows the header.
    public let compressedSize: UInt64
    /// CRC-32 of the raw snapshot.
    public let payloadCRC32: UInt32
    /// CRC-32 of the compressed stream, so every byte of the file is covered by a checksum
    /// (zlib's own check covers the output, not padding bits in the stream's last byte).
    public let streamCRC32: UInt32
    /// Wall-clock time of the export, whole seconds.
    public let exportedAt: Date
    public let summary: SaveSummary

    public init(formatVersion: Int = currentFormatVersion, applicationID: Int32, schemaVersion: Int,
                compressionLevel: Int, rawSize: UInt64, compressedSize: UInt64, payloadCRC32: UInt32,
                streamCRC32: UInt32, exportedAt: Date, summary: SaveSummary) {
        self.formatVersion = formatVersion
        self.applicationID = applicationID
        self.schemaVersion = schemaVersion
        self.compressionLevel = compressionLevel
        self.rawSize = rawSize
        self.compressedSize = compressedSize
        self.payloadCRC32 = payloadCRC32
        self.streamCRC32 = streamCRC32
        self.exportedAt = Date(timeIntervalSince1970: exportedAt.timeIntervalSince1970.rounded(.down))
        self.summary = summary
    }

    /// Bytes the encoded header takes, from the magic to the header CRC inclusive.
    public var headerLength: Int { SaveHeaderCodec.encodedLength(of: summary) }

    /// The exact size a file with this header must have.
    public var fileSize: UInt64 { UInt64(headerLength) + compressedSize }
}
