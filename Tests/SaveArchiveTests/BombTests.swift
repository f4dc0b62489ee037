import Foundation
import Testing
@testable import SaveArchive

@Suite("Decompression bombs")
struct BombTests {
    @Test("the hand-built bomb stream is valid zlib that inflates to exactly what it claims")
    func bombStreamIsValid() throws {
        let directory = try TemporaryDirectory()
        let matches = 1000
        let stream = DeflateBomb.stream(matches: matches)
        let input = try directory.file("bomb.z").writing(stream)
        let output = directory.file("bomb.raw")
        do {
            let source = try PosixFile.openForReading(input)
            let sink = try PosixFile.createNew(output)
            _ = try Inflater.inflate(source, compressedSize: UInt64(stream.count),
                                     declaredRawSize: UInt64(1 + 258 * matches), into: sink)
        }
        #expect(try Data(contentsOf: output) == Data(count: 1 + 258 * matches))
    }

    @Test("a small file declaring gigabytes is refused before anything is inflated")
    func declaredGigabytes() throws {
        let fixture = try SaveFixture(players: 10)
        let huge = fixture.header.with(rawSize: 8 << 30)
        let bytes = SaveCrafting.file(header: huge, stream: fixture.stream)
        #expect(try fixture.rejection(of: fixture.write(bytes))
                == .rawSizeOverLimit(declared: 8 << 30, limit: SaveArchivePolicy.defaultMaxRawSize))

        let steep = fixture.header.with(rawSize: fixture.header.compressedSize * 300)
        let ratio = SaveCrafting.file(header: steep, stream: fixture.stream)
        #expect(try fixture.rejection(of: fixture.write(ratio))
                == .compressionRatioOverLimit(ratio: 300, limit: SaveArchivePolicy.defaultMaxRatio))
    }

    @Test("a stream that would inflate to 4 GiB under a modest declared size stops at the declared size")
    func inflatingGigabytes() throws {
        let fixture = try SaveFixture(players: 10)
        let matches = (4 << 30) / 258 + 1
        let stream = DeflateBomb.stream(matches: matches)
        #expect(stream.count < 5 << 20)
        let declared = UInt64(stream.count) * 2  // an honest-looking ratio of 2:1
        let header = fixture.header.with(rawSize: declared, compressedSize: UInt64(stream.count))
        let bomb = try fixture.write(SaveCrafting.file(header: header, stream: stream))
        let started = ContinuousClock.now
        #expect(try fixture.rejection(of: bomb) == .payloadLargerThanDeclared(declared: declared))
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test("the inflater never writes past the declared size")
    func inflaterStopsAtDeclaredSize() throws {
        let directory = try TemporaryDirectory()
        let stream = DeflateBomb.stream(matches: 100_000)
        let input = try directory.file("bomb.z").writing(stream)
        let output = directory.file("bomb.raw")
        let declared: UInt64 = 200_000
        #expect(throws: SaveArchiveError.payloadLargerThanDeclared(declared: declared)) {
            let source = try PosixFile.openForReading(input)
            let sink = try PosixFile.createNew(output)
            _ = try Inflater.inflate(source, compressedSize: UInt64(stream.count), declaredRawSize: declared, into: sink)
        }
        let written = try FileManager.default.attributesOfItem(atPath: output.path)[.size] as? UInt64
        #expect(written.map { $0 <= declared } == true)
    }
}
