import CZlib

/// Compresses a file into another in fixed-size chunks, taking the raw CRC-32 on the way.
enum Deflater {
    struct Totals {
        let rawSize: UInt64
        let compressedSize: UInt64
        let rawCRC32: UInt32
        let streamCRC32: UInt32
    }

    static func compress(_ input: borrowing PosixFile, into output: borrowing PosixFile,
                         level: Int) throws(SaveArchiveError) -> Totals {
        let buffers = ZlibBuffers()
        guard czlib_deflate_init(buffers.stream, Int32(level)) == Z_OK else {
            throw .compressionFailed(buffers.lastMessage ?? "zlib could not start level \(level)")
        }
        defer { deflateEnd(buffers.stream) }

        var crc = CRC32()
        var streamCRC = CRC32()
        var rawSize: UInt64 = 0
        var compressedSize: UInt64 = 0
        var flush = Z_NO_FLUSH
        repeat {
            let count = try input.read(into: buffers.input, count: ZlibBuffers.chunkSize)
            crc.update(UnsafeRawBufferPointer(start: buffers.input, count: count))
            rawSize += UInt64(count)
            if count < ZlibBuffers.chunkSize { flush = Z_FINISH }
            buffers.feed(count: count)
            repeat {
                buffers.resetOutput()
                guard deflate(buffers.stream, flush) != Z_STREAM_ERROR else {
                    throw .compressionFailed(buffers.lastMessage ?? "zlib stream error")
                }
                streamCRC.update(UnsafeRawBufferPointer(start: buffers.output, count: buffers.produced))
                try output.write(buffers.output, count: buffers.produced)
                compressedSize += UInt64(buffers.produced)
            } while buffers.stream.pointee.avail_out == 0
        } while flush != Z_FINISH
        return Totals(rawSize: rawSize, compressedSize: compressedSize,
                      rawCRC32: crc.value, streamCRC32: streamCRC.value)
    }
}
