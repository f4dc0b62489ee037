import CZlib
import Foundation

/// Plain zlib, the save format's baseline: one-shot `compress2`/`uncompress` of a whole buffer,
/// no header, no checksums of our own, no chunking, no fsync.
enum ZlibBaseline {
    static func deflate(_ raw: Data, level: Int) throws -> Data {
        var length = compressBound(uLong(raw.count))
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(length), alignment: 1)
        let status = raw.withUnsafeBytes { input in
            compress2(output.baseAddress!.assumingMemoryBound(to: Bytef.self), &length,
                      input.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(input.count), Int32(level))
        }
        return try wrap(output, length: length, status: status, operation: "compress2")
    }

    /// `rawSize` is what a plain zlib user stores beside the stream; zlib's format does not carry it.
    static func inflate(_ compressed: Data, rawSize: Int) throws -> Data {
        var length = uLongf(rawSize)
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: max(rawSize, 1), alignment: 1)
        let status = compressed.withUnsafeBytes { input in
            uncompress(output.baseAddress!.assumingMemoryBound(to: Bytef.self), &length,
                       input.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(input.count))
        }
        return try wrap(output, length: length, status: status, operation: "uncompress")
    }

    static func crc(of data: Data) -> UInt32 {
        data.withUnsafeBytes { bytes in
            UInt32(crc32(0, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
        }
    }

    /// Hands the buffer to `Data` without copying it, or frees it when zlib failed.
    private static func wrap(_ buffer: UnsafeMutableRawBufferPointer, length: uLongf, status: Int32,
                             operation: String) throws -> Data {
        guard status == Z_OK else {
            buffer.deallocate()
            throw BenchmarkError("zlib \(operation) failed with status \(status)")
        }
        return Data(bytesNoCopy: buffer.baseAddress!, count: Int(length), deallocator: .custom { pointer, _ in
            pointer.deallocate()
        })
    }
}
