import CZlib

/// One chunk of a save compressed on its own as raw deflate, continuing from the chunk before it
/// through a preset dictionary, and ending on a byte boundary (a sync flush) so chunks compressed
/// apart join into one deflate stream; the last chunk ends the stream instead.
struct DeflatedChunk: Sendable {
    let bytes: [UInt8]
    let rawCount: Int
    let rawCRC32: CRC32
    let rawAdler32: Adler32

    /// `dictionary` is the end of the previous chunk (at most `ZlibFraming.windowSize` bytes), empty for the first.
    init(compressing raw: [UInt8], after dictionary: ArraySlice<UInt8>, level: Int,
         endsStream: Bool) throws(SaveArchiveError) {
        let stream = try RawDeflateStream(level: level)
        try stream.preset(dictionary)
        var crc = CRC32()
        var adler = Adler32()
        var output: [UInt8] = []
        try raw.withUnsafeBufferPointer { (buffer) throws(SaveArchiveError) in
            let input = UnsafeRawBufferPointer(buffer)
            crc.update(input)
            adler.update(input)
            output = try stream.deflate(input, flush: endsStream ? Z_FINISH : Z_SYNC_FLUSH)
        }
        bytes = output
        rawCount = raw.count
        rawCRC32 = crc
        rawAdler32 = adler
    }
}

/// A raw deflate `z_stream` at a fixed address (zlib keeps a pointer back to it), ended and
/// freed with the value.
private struct RawDeflateStream: ~Copyable {
    private let stream: UnsafeMutablePointer<z_stream>

    init(level: Int) throws(SaveArchiveError) {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard czlib_raw_deflate_init(stream, Int32(level)) == Z_OK else {
            let message = Self.message(of: stream) ?? "zlib could not start level \(level)"
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw .compressionFailed(message)
        }
        self.stream = stream
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    func preset(_ dictionary: ArraySlice<UInt8>) throws(SaveArchiveError) {
        guard !dictionary.isEmpty else { return }
        let status = dictionary.withUnsafeBufferPointer { bytes in
            deflateSetDictionary(stream, bytes.baseAddress, uInt(bytes.count))
        }
        guard status == Z_OK else { throw .compressionFailed(lastMessage ?? "zlib refused the dictionary") }
    }

    /// Compresses all of `input` and flushes; the output grows past deflate's bound only if a
    /// flush marker does not fit, which zlib then asks for by filling the buffer.
    func deflate(_ input: UnsafeRawBufferPointer, flush: Int32) throws(SaveArchiveError) -> [UInt8] {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        var output = [UInt8](repeating: 0, count: Int(deflateBound(stream, uLong(input.count))) + 16)
        var produced = 0
        repeat {
            if produced == output.count { output += [UInt8](repeating: 0, count: output.count) }
            let status = output.withUnsafeMutableBufferPointer { buffer in
                stream.pointee.next_out = buffer.baseAddress! + produced
                stream.pointee.avail_out = uInt(buffer.count - produced)
                defer { produced = buffer.count - Int(stream.pointee.avail_out) }
                return CZlib.deflate(stream, flush)
            }
            guard status != Z_STREAM_ERROR else { throw .compressionFailed(lastMessage ?? "zlib stream error") }
        } while stream.pointee.avail_out == 0
        guard stream.pointee.avail_in == 0 else { throw .compressionFailed("zlib left input unread") }
        output.removeLast(output.count - produced)
        return output
    }

    private var lastMessage: String? { Self.message(of: stream) }

    private static func message(of stream: UnsafeMutablePointer<z_stream>) -> String? {
        stream.pointee.msg.map { String(cString: $0) }
    }
}
