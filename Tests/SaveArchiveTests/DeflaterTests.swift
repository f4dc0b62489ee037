import CZlib
import Foundation
import Testing
@testable import SaveArchive

/// The chunked, parallel deflater must write one ordinary zlib stream: plain `uncompress` reads it
/// back exactly, its totals describe what was written, and chunking costs almost no size.
@Suite("Parallel deflater")
struct DeflaterTests {
    static let chunk = Deflater.chunkSize
    static let manyChunks = Deflater.chunkSize * Deflater.batchSize * 2 + 12_345

    @Test("plain zlib inflates it to the exact input", arguments: [
        0, 1, chunk - 1, chunk, chunk + 1, manyChunks,
    ])
    func textLike(size: Int) throws {
        try expectPlainZlibRoundTrip(Self.words(count: size, seed: UInt64(size)), level: 6)
    }

    @Test("incompressible data round-trips", arguments: [chunk + 1, manyChunks])
    func random(size: Int) throws {
        var random = SplitMix(seed: 7)
        try expectPlainZlibRoundTrip((0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) }, level: 6)
    }

    @Test("every level round-trips and writes zlib's own header for it", arguments: 0...9)
    func level(level: Int) throws {
        let payload = Self.words(count: Self.manyChunks, seed: 3)
        let stream = try expectPlainZlibRoundTrip(payload, level: level)
        #expect(stream.prefix(2) == Self.compress2(payload, level: level).prefix(2))
    }

    @Test("chunking costs at most 0.5 % over one deflate stream on a career-like database")
    func sizeOverhead() throws {
        let directory = try TemporaryDirectory()
        let database = try FixtureDatabase.create(at: directory.file("big.sqlite"), players: 12_000)
        let payload = try [UInt8](Data(contentsOf: database))
        #expect(payload.count > Self.chunk * Deflater.batchSize)
        let stream = try expectPlainZlibRoundTrip(payload, level: 6)
        let single = Self.compress2(payload, level: 6)
        #expect(Double(stream.count) <= Double(single.count) * 1.005)
    }

    /// Deflates `payload`, checks `uncompress` gives it back and the totals match, returns the stream.
    @discardableResult
    private func expectPlainZlibRoundTrip(_ payload: [UInt8], level: Int) throws -> [UInt8] {
        let directory = try TemporaryDirectory()
        let (stream, totals) = try SaveCrafting.deflateCounting(payload, level: level, in: directory)
        #expect(Self.uncompress(stream, rawSize: payload.count) == payload)
        #expect(totals.rawSize == UInt64(payload.count))
        #expect(totals.compressedSize == UInt64(stream.count))
        #expect(totals.rawCRC32 == CRC32.checksum(payload[...]))
        #expect(totals.streamCRC32 == CRC32.checksum(stream[...]))
        return stream
    }

    /// Words from a small vocabulary: compressible like a database's text, with matches across chunks.
    private static func words(count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix(seed: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 16)
        while bytes.count < count { bytes += Array("\(random.word()) \(random.below(1000)) ".utf8) }
        return Array(bytes.prefix(count))
    }

    private static func compress2(_ payload: [UInt8], level: Int) -> [UInt8] {
        var length = compressBound(uLong(payload.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = CZlib.compress2(&output, &length, payload, uLong(payload.count), Int32(level))
        #expect(status == Z_OK)
        return Array(output.prefix(Int(length)))
    }

    /// Plain zlib's one-shot inflate; nil when it refuses the stream or the size differs.
    private static func uncompress(_ stream: [UInt8], rawSize: Int) -> [UInt8]? {
        var length = uLongf(rawSize)
        var output = [UInt8](repeating: 0, count: max(rawSize, 1))
        let status = CZlib.uncompress(&output, &length, stream, uLong(stream.count))
        guard status == Z_OK, Int(length) == rawSize else { return nil }
        return Array(output.prefix(rawSize))
    }
}
