import CZlib

/// The zlib (RFC 1950) wrapper around raw deflate data: the two-byte header zlib itself writes
/// for a level, and the big-endian Adler-32 of the raw bytes after the data.
enum ZlibFraming {
    /// Deflate's window: the most a match may reach back, so the most a chunk needs of the one before.
    static let windowSize = 32 * 1024

    /// CMF 0x78 (deflate, 32 KiB window), then FLG with zlib's FLEVEL for `level` and no dictionary,
    /// its check bits making the pair a multiple of 31.
    static func header(level: Int) -> [UInt8] {
        let levelFlags = switch level {
        case ..<2: 0
        case ..<6: 1
        case 6: 2
        default: 3
        }
        var pair = 0x78 << 8 | levelFlags << 6
        pair += 31 - pair % 31
        return [UInt8(pair >> 8), UInt8(pair & 0xFF)]
    }

    static func trailer(adler: Adler32) -> [UInt8] {
        let value = adler.value
        return [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Adler-32 computed by zlib's `adler32`, joinable from pieces computed apart.
struct Adler32 {
    private(set) var value: UInt32 = 1

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        value = UInt32(adler32(uLong(value), base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
    }

    /// Extends this checksum by that of `length` bytes that follow.
    mutating func append(_ next: Adler32, length: Int) {
        value = UInt32(adler32_combine(uLong(value), uLong(next.value), off_t(length)))
    }
}
