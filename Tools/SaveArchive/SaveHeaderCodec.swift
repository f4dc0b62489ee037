import CZlib
import Foundation
import PrintableText

/// Encodes and decodes the save header. Layout (little-endian, offsets in bytes):
///
///     0   8  magic "SSSAVE" 0x00 0x1A
///     8   2  format version (u16)
///    10   2  header length (u16), magic to header CRC inclusive
///    12   4  application id (i32)
///    16   4  schema version (u32)
///    20   1  compression level (u8, 0–9)
///    21   3  reserved, zero
///    24   8  raw size (u64)
///    32   8  compressed size (u64)
///    40   4  CRC-32 of the raw payload (u32)
///    44   4  CRC-32 of the compressed stream (u32)
///    48   8  export time, Unix seconds (i64)
///    56   …  summary: coach, club, season, date; each a u16 length + UTF-8, at most 128 bytes
///     …   4  CRC-32 of every header byte before it (u32)
///
/// followed by exactly `compressed size` bytes of zlib stream.
enum SaveHeaderCodec {
    static let magic: [UInt8] = Array("SSSAVE".utf8) + [0x00, 0x1A]
    static let fixedLength = 56
    static let minimumLength = fixedLength + SaveSummary.fieldNames.count * 2 + 4
    static let maximumLength = minimumLength + SaveSummary.fieldNames.count * SaveSummary.maximumFieldBytes
    /// Enough bytes to read the format version and the header length.
    static let prefixLength = 12

    static func encodedLength(of summary: SaveSummary) -> Int {
        minimumLength + summary.fieldValues.reduce(0) { $0 + $1.utf8.count }
    }

    static func encode(_ header: SaveHeader) -> [UInt8] {
        var writer = LittleEndianWriter()
        writer.write(magic)
        writer.write(UInt16(header.formatVersion))
        writer.write(UInt16(header.headerLength))
        writer.write(header.applicationID)
        writer.write(UInt32(header.schemaVersion))
        writer.write(UInt8(header.compressionLevel))
        writer.write([0, 0, 0] as [UInt8])
        writer.write(header.rawSize)
        writer.write(header.compressedSize)
        writer.write(header.payloadCRC32)
        writer.write(header.streamCRC32)
        writer.write(Int64(header.exportedAt.timeIntervalSince1970))
        for value in header.summary.fieldValues {
            writer.write(UInt16(value.utf8.count))
            writer.write(value.utf8)
        }
        writer.write(CRC32.checksum(writer.bytes[...]))
        return writer.bytes
    }

    /// Decodes a header from the first bytes of a file (`bytes` holds the whole file when it is
    /// shorter than `maximumLength`). Checks run in the order a damaged file is best explained:
    /// magic, format version, header length, header CRC, then the fields.
    static func decode(_ bytes: ArraySlice<UInt8>) throws(SaveArchiveError) -> SaveHeader {
        guard bytes.starts(with: magic.prefix(bytes.count)) else { throw .notASaveFile }
        var reader = LittleEndianReader(bytes)
        guard reader.read(count: magic.count) != nil,
              let version = reader.read(UInt16.self),
              let length = reader.read(UInt16.self).map(Int.init)
        else { throw .headerTruncated(available: bytes.count, needed: prefixLength) }
        guard version == SaveHeader.currentFormatVersion else {
            throw .unsupportedFormatVersion(found: Int(version), supported: SaveHeader.currentFormatVersion)
        }
        guard (minimumLength...maximumLength).contains(length) else { throw .headerLengthInvalid(length) }
        guard bytes.count >= length else { throw .headerTruncated(available: bytes.count, needed: length) }

        let covered = bytes.prefix(length - 4)
        var crcReader = LittleEndianReader(bytes.dropFirst(length - 4).prefix(4))
        let stored = crcReader.read(UInt32.self) ?? 0
        let computed = CRC32.checksum(covered)
        guard stored == computed else { throw .headerChecksumMismatch(stored: stored, computed: computed) }

        return try decodeFields(of: covered, after: reader.offset - bytes.startIndex)
    }

    /// Reads the fields after the header length from a header whose CRC already matched.
    private static func decodeFields(of covered: ArraySlice<UInt8>, after consumed: Int) throws(SaveArchiveError) -> SaveHeader {
        var reader = LittleEndianReader(covered.dropFirst(consumed))
        guard let applicationID = reader.read(Int32.self),
              let schemaVersion = reader.read(UInt32.self),
              let level = reader.read(UInt8.self),
              let reserved = reader.read(count: 3),
              let rawSize = reader.read(UInt64.self),
              let compressedSize = reader.read(UInt64.self),
              let payloadCRC = reader.read(UInt32.self),
              let streamCRC = reader.read(UInt32.self),
              let exportedAt = reader.read(Int64.self)
        else { throw .headerFieldInvalid("fixed fields are cut short") }
        guard reserved.allSatisfy({ $0 == 0 }) else { throw .headerFieldInvalid("reserved bytes are not zero") }
        guard level <= 9 else { throw .headerFieldInvalid("compression level \(level) is out of range 0–9") }
        guard compressedSize > 0 else { throw .headerFieldInvalid("compressed size is zero") }
        // Keeps `SaveHeader.fileSize` from overflowing; no real file comes near this.
        guard compressedSize <= UInt64(Int64.max) else {
            throw .headerFieldInvalid("compressed size \(compressedSize) is impossibly large")
        }

        var fields: [String] = []
        for name in SaveSummary.fieldNames {
            fields.append(try decodeSummaryField(name, from: &reader))
        }
        guard reader.isAtEnd else { throw .headerFieldInvalid("summary does not fill the header length") }
        return SaveHeader(applicationID: applicationID, schemaVersion: Int(schemaVersion),
                          compressionLevel: Int(level), rawSize: rawSize, compressedSize: compressedSize,
                          payloadCRC32: payloadCRC, streamCRC32: streamCRC,
                          exportedAt: Date(timeIntervalSince1970: TimeInterval(exportedAt)),
                          summary: SaveSummary(coach: fields[0], club: fields[1], season: fields[2], date: fields[3]))
    }

    private static func decodeSummaryField(_ name: String, from reader: inout LittleEndianReader) throws(SaveArchiveError) -> String {
        guard let length = reader.read(UInt16.self).map(Int.init), let raw = reader.read(count: length) else {
            throw .headerFieldInvalid("summary field '\(name)' runs past the header")
        }
        guard length <= SaveSummary.maximumFieldBytes else {
            throw .headerFieldInvalid("summary field '\(name)' is longer than \(SaveSummary.maximumFieldBytes) bytes")
        }
        guard let text = String(validating: raw, as: UTF8.self) else {
            throw .headerFieldInvalid("summary field '\(name)' is not valid UTF-8")
        }
        guard !PrintableText.containsForbidden(text) else {
            throw .headerFieldInvalid("summary field '\(name)' contains control characters")
        }
        return text
    }
}
