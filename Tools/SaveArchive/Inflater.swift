import CZlib
import PrintableText

/// Inflates exactly `compressedSize` bytes of zlib stream from the current position of a file
/// into another, in fixed-size chunks. Fails closed: output beyond the declared size stops the
/// stream before it is written, and the stream must end exactly at the last input byte.
enum Inflater {
    struct Result {
        let rawCRC32: UInt32
        let streamCRC32: UInt32
        /// The first bytes of the payload, enough for the SQLite header check.
        let leadingBytes: [UInt8]
    }

    static let leadingByteCount = 16

    static func inflate(_ input: borrowing PosixFile, compressedSize: UInt64, declaredRawSize: UInt64,
                        into output: borrowing PosixFile) throws(SaveArchiveError) -> Result {
        let buffers = ZlibBuffers()
        guard czlib_inflate_init(buffers.stream) == Z_OK else {
            throw .streamDamaged(buffers.lastMessage ?? "zlib could not start")
        }
        defer { inflateEnd(buffers.stream) }

        var remaining = compressedSize
        var produced: UInt64 = 0
        var crc = CRC32()
        var streamCRC = CRC32()
        var leading: [UInt8] = []
        var status = Z_OK
        while status != Z_STREAM_END, remaining > 0 {
            let wanted = Int(min(UInt64(ZlibBuffers.inputSize), remaining))
            let count = try input.read(into: buffers.input, count: wanted)
            guard count == wanted else { throw .cannotRead(path: input.path, reason: "file shrank while reading") }
            remaining -= UInt64(count)
            streamCRC.update(UnsafeRawBufferPointer(start: buffers.input, count: count))
            buffers.feed(count: count)
            repeat {
                buffers.resetOutput()
                status = CZlib.inflate(buffers.stream, Z_NO_FLUSH)
                switch status {
                case Z_OK, Z_STREAM_END, Z_BUF_ERROR: break
                case Z_NEED_DICT: throw .streamDamaged("stream asks for a preset dictionary")
                default: throw .streamDamaged(PrintableText.oneLine(buffers.lastMessage ?? "zlib error \(status)"))
                }
                let chunk = UnsafeRawBufferPointer(start: buffers.output, count: buffers.produced)
                produced += UInt64(chunk.count)
                guard produced <= declaredRawSize else { throw .payloadLargerThanDeclared(declared: declaredRawSize) }
                crc.update(chunk)
                if leading.count < Self.leadingByteCount {
                    leading += chunk.prefix(Self.leadingByteCount - leading.count)
                }
                try output.write(buffers.output, count: chunk.count)
            } while buffers.stream.pointee.avail_out == 0 && status != Z_STREAM_END
        }
        guard status == Z_STREAM_END else { throw .streamEndsEarly }
        let unread = remaining + UInt64(buffers.stream.pointee.avail_in)
        guard unread == 0 else { throw .trailingBytesAfterStream(count: unread) }
        guard produced == declaredRawSize else {
            throw .payloadSmallerThanDeclared(actual: produced, declared: declaredRawSize)
        }
        return Result(rawCRC32: crc.value, streamCRC32: streamCRC.value, leadingBytes: leading)
    }
}
