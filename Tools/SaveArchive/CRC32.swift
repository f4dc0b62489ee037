import CZlib

/// CRC-32 (the zlib/PNG polynomial) computed by zlib's `crc32`, fed in pieces of any size.
struct CRC32 {
    private(set) var value: UInt32 = 0

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        value = UInt32(crc32(uLong(value), base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
    }

    /// Extends this checksum by that of `length` bytes that follow, computed apart.
    mutating func append(_ next: CRC32, length: Int) {
        value = UInt32(crc32_combine(uLong(value), uLong(next.value), off_t(length)))
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc = CRC32()
        bytes.withUnsafeBytes { crc.update($0) }
        return crc.value
    }
}
