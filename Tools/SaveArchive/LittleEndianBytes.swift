/// Appends fixed-width integers in little-endian order, whatever the host order is.
struct LittleEndianWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ raw: some Sequence<UInt8>) {
        bytes.append(contentsOf: raw)
    }
}

/// Reads fixed-width little-endian integers; every read is bounds-checked and returns nil past the end.
struct LittleEndianReader {
    private let bytes: ArraySlice<UInt8>
    private(set) var offset: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.offset = bytes.startIndex
    }

    var isAtEnd: Bool { offset == bytes.endIndex }

    mutating func read<T: FixedWidthInteger>(_: T.Type) -> T? {
        guard let raw = read(count: MemoryLayout<T>.size) else { return nil }
        return T(littleEndian: raw.withUnsafeBytes { $0.loadUnaligned(as: T.self) })
    }

    mutating func read(count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, bytes.endIndex - offset >= count else { return nil }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }
}
