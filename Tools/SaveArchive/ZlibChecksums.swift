import CZlib

/// One of zlib's running checksums: where it starts, how it takes more bytes, and how two
/// checksums of adjacent pieces join.
protocol ZlibChecksumAlgorithm {
    static var initial: UInt32 { get }
    static func update(_ value: uLong, _ bytes: UnsafePointer<Bytef>, _ count: uInt) -> uLong
    static func combine(_ first: uLong, _ second: uLong, _ secondLength: off_t) -> uLong
}

/// A zlib checksum fed in pieces of any size, joinable from pieces computed apart (on other cores).
struct RunningChecksum<Algorithm: ZlibChecksumAlgorithm> {
    private(set) var value = Algorithm.initial

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        value = UInt32(Algorithm.update(uLong(value), base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
    }

    /// Extends this checksum by that of `length` bytes that follow, computed apart.
    mutating func append(_ next: Self, length: Int) {
        value = UInt32(Algorithm.combine(uLong(value), uLong(next.value), off_t(length)))
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var running = Self()
        bytes.withUnsafeBytes { running.update($0) }
        return running.value
    }
}

/// CRC-32 (the zlib/PNG polynomial): the save's payload and stream checksums.
enum CRC32Algorithm: ZlibChecksumAlgorithm {
    static let initial: UInt32 = 0
    static func update(_ value: uLong, _ bytes: UnsafePointer<Bytef>, _ count: uInt) -> uLong { crc32(value, bytes, count) }
    static func combine(_ first: uLong, _ second: uLong, _ secondLength: off_t) -> uLong {
        crc32_combine(first, second, secondLength)
    }
}

/// Adler-32: the zlib stream's own trailer.
enum Adler32Algorithm: ZlibChecksumAlgorithm {
    static let initial: UInt32 = 1
    static func update(_ value: uLong, _ bytes: UnsafePointer<Bytef>, _ count: uInt) -> uLong {
        adler32(value, bytes, count)
    }
    static func combine(_ first: uLong, _ second: uLong, _ secondLength: off_t) -> uLong {
        adler32_combine(first, second, secondLength)
    }
}

typealias CRC32 = RunningChecksum<CRC32Algorithm>
typealias Adler32 = RunningChecksum<Adler32Algorithm>
