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
