import Foundation
import Testing
@testable import SaveArchive

@Suite("Header")
struct HeaderTests {
    @Test("encoding then decoding gives the same header, of the documented length")
    func codecRoundTrip() throws {
        let header = SaveHeader(applicationID: -7, schemaVersion: 12, compressionLevel: 9, rawSize: 1 << 40,
                                compressedSize: 123_456, payloadCRC32: 0xDEAD_BEEF, streamCRC32: 0x0BAD_F00D,
                                exportedAt: Date(timeIntervalSince1970: 1_790_000_000),
                                summary: SaveSummary(coach: "Zoë Ñandú", club: "Sporting Ümlaut", season: "2031/32", date: "2031-11-30"))
        let bytes = SaveHeaderCodec.encode(header)
        #expect(bytes.count == header.headerLength)
        #expect(Array(bytes.prefix(8)) == Array("SSSAVE".utf8) + [0, 0x1A])
        #expect(bytes[8] == 1 && bytes[9] == 0)  // format version 1, little-endian
        #expect(try SaveHeaderCodec.decode(bytes[...]) == header)
    }

    @Test("inspect reports the summary, sizes and versions without inflating")
    func inspect() throws {
        let fixture = try SaveFixture()
        let header = try SaveArchive.inspect(fixture.save)
        #expect(header == fixture.header)
        #expect(header.summary == SaveFixture.summary)
        #expect(header.formatVersion == SaveHeader.currentFormatVersion)
        #expect(header.schemaVersion == FixtureDatabase.schemaVersion)
        #expect(header.applicationID == FixtureDatabase.applicationID)
        #expect(header.rawSize == UInt64(try Data(contentsOf: fixture.database).count))
        #expect(header.fileSize == UInt64(fixture.bytes.count))
        #expect(header.compressionLevel == 6)

        // A damaged stream does not matter to inspect: it never reads the stream.
        var damaged = fixture.bytes
        damaged[damaged.count - 10] ^= 0xFF
        #expect(try SaveArchive.inspect(fixture.write(damaged)) == fixture.header)
    }

    @Test("summary fields are clipped to the cap and kept on one line")
    func summaryClipping() throws {
        let long = String(repeating: "é", count: 100)  // 200 bytes of UTF-8
        let summary = SaveSummary(coach: long, club: "Line\nBreak\u{1B}[31m", season: "", date: "2026-08-01")
        #expect(summary.coach.utf8.count == 128)
        #expect(summary.coach == String(repeating: "é", count: 64))
        #expect(summary.club == "Line\u{FFFD}Break\u{FFFD}[31m")
        let header = SaveHeader(applicationID: 1, schemaVersion: 1, compressionLevel: 6, rawSize: 1, compressedSize: 1,
                                payloadCRC32: 0, streamCRC32: 0, exportedAt: Date(), summary: summary)
        #expect(try SaveHeaderCodec.decode(SaveHeaderCodec.encode(header)[...]).summary == summary)
    }

    @Test("wrong magic is refused as not a save file")
    func wrongMagic() throws {
        let fixture = try SaveFixture()
        var bytes = fixture.bytes
        bytes[0] = UInt8(ascii: "Z")
        #expect(try fixture.rejection(of: fixture.write(bytes)) == .notASaveFile)
        #expect(try fixture.rejection(of: fixture.database) == .notASaveFile)
        #expect(try fixture.rejection(of: fixture.write(Array("hello".utf8))) == .notASaveFile)
    }

    @Test("a newer format version is refused by name, whatever its CRC")
    func newerFormat() throws {
        let fixture = try SaveFixture()
        let newer = SaveCrafting.file(header: fixture.header.with(formatVersion: 2), stream: fixture.stream)
        #expect(try fixture.rejection(of: fixture.write(newer)) == .unsupportedFormatVersion(found: 2, supported: 1))
        var raw = fixture.bytes
        raw[8] = 7
        #expect(try fixture.rejection(of: fixture.write(raw)) == .unsupportedFormatVersion(found: 7, supported: 1))
    }

    @Test("a summary field that breaks the rules is refused even with a valid CRC")
    func invalidSummary() throws {
        let fixture = try SaveFixture()
        var bytes = Array(SaveHeaderCodec.encode(fixture.header).dropLast(4))
        let coachOffset = SaveHeaderCodec.fixedLength + 2
        bytes[coachOffset] = 0xFF  // not UTF-8
        bytes += withUnsafeBytes(of: CRC32.checksum(bytes[...]).littleEndian, Array.init)
        let error = try fixture.rejection(of: fixture.write(bytes + fixture.stream))
        #expect(error == .headerFieldInvalid("summary field 'coach' is not valid UTF-8"))
    }

    @Test("every single-bit flip in the header is caught before the payload is touched")
    func headerBitFlips() throws {
        let fixture = try SaveFixture(players: 30)
        let candidate = fixture.directory.file("candidate.sssave")
        for bit in 0..<(fixture.header.headerLength * 8) {
            var bytes = fixture.bytes
            bytes[bit / 8] ^= 1 << UInt8(bit % 8)
            try Data(bytes).write(to: candidate)
            let error = try fixture.rejection(of: candidate)
            switch error {
            case .notASaveFile, .unsupportedFormatVersion, .headerLengthInvalid, .headerChecksumMismatch:
                break
            default:
                Issue.record("bit \(bit): unexpected \(String(describing: error))")
            }
        }
    }
}
