import Dispatch
import Synchronization

/// Compresses a file into another as one zlib stream, on every core the way pigz does: chunks are
/// read in order, compressed a batch at a time in parallel (each continuing from the end of the
/// one before through a preset dictionary), and written in order. Memory is a batch of chunks and
/// their zlib states, whatever the file's size.
enum Deflater {
    struct Totals {
        let rawSize: UInt64
        let compressedSize: UInt64
        let rawCRC32: UInt32
        let streamCRC32: UInt32
    }

    static let chunkSize = 128 * 1024
    /// Chunks compressed at once: more than the cores, so one slow chunk does not idle the rest.
    static let batchSize = 4

    static func compress(_ input: borrowing PosixFile, into output: borrowing PosixFile,
                         level: Int) throws(SaveArchiveError) -> Totals {
        var written = WrittenStream()
        try written.append(ZlibFraming.header(level: level), to: output)
        var crc = CRC32()
        var adler = Adler32()
        var rawSize: UInt64 = 0
        var previous: ArraySlice<UInt8> = []
        var finished = false
        while !finished {
            var batch: [[UInt8]] = []
            while batch.count < batchSize, !finished {
                let chunk = try input.readBytes(count: chunkSize)
                finished = chunk.count < chunkSize
                batch.append(chunk)
            }
            for chunk in try compress(batch, after: previous, level: level, endsStream: finished) {
                crc.append(chunk.rawCRC32, length: chunk.rawCount)
                adler.append(chunk.rawAdler32, length: chunk.rawCount)
                rawSize += UInt64(chunk.rawCount)
                try written.append(chunk.bytes, to: output)
            }
            previous = batch[batch.count - 1].suffix(ZlibFraming.windowSize)
        }
        try written.append(ZlibFraming.trailer(adler: adler), to: output)
        return Totals(rawSize: rawSize, compressedSize: written.size,
                      rawCRC32: crc.value, streamCRC32: written.crc.value)
    }

    /// Compresses `batch` in parallel; chunk `i` continues from the end of chunk `i - 1`, the
    /// first from `previous`, the end of the batch before.
    private static func compress(_ batch: [[UInt8]], after previous: ArraySlice<UInt8>, level: Int,
                                 endsStream: Bool) throws(SaveArchiveError) -> [DeflatedChunk] {
        let results = Mutex([Result<DeflatedChunk, SaveArchiveError>?](repeating: nil, count: batch.count))
        DispatchQueue.concurrentPerform(iterations: batch.count) { index in
            let dictionary = index == 0 ? previous : batch[index - 1].suffix(ZlibFraming.windowSize)
            let result = Result { () throws(SaveArchiveError) in
                try DeflatedChunk(compressing: batch[index], after: dictionary, level: level,
                                  endsStream: endsStream && index == batch.count - 1)
            }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { $0 }.map { (result) throws(SaveArchiveError) in try result!.get() }
    }
}

/// What has gone into the output so far: its size and CRC-32, both stored in the save header.
private struct WrittenStream {
    private(set) var size: UInt64 = 0
    private(set) var crc = CRC32()

    mutating func append(_ bytes: [UInt8], to output: borrowing PosixFile) throws(SaveArchiveError) {
        try output.write(bytes)
        bytes.withUnsafeBytes { crc.update($0) }
        size += UInt64(bytes.count)
    }
}
