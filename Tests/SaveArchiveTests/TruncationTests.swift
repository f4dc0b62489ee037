import Foundation
import Testing
@testable import SaveArchive

@Suite("Truncation")
struct TruncationTests {
    @Test("a save cut at any offset is refused and names the truncation")
    func truncatedAnywhere() throws {
        let fixture = try SaveFixture()
        let size = fixture.bytes.count
        let headerLength = fixture.header.headerLength
        let insideHeader = Array(1..<headerLength)
        let insideStream = Array(stride(from: headerLength, to: size - 64, by: 97))
        let lastBytes = Array((size - 64)..<size)
        let candidate = fixture.directory.file("candidate.sssave")
        for length in insideHeader + insideStream + lastBytes {
            try Data(fixture.bytes.prefix(length)).write(to: candidate)
            let error = try fixture.rejection(of: candidate)
            if length < SaveHeaderCodec.prefixLength || length < headerLength {
                let needed = length < SaveHeaderCodec.prefixLength ? SaveHeaderCodec.prefixLength : headerLength
                #expect(error == .headerTruncated(available: length, needed: needed), "length \(length)")
            } else {
                #expect(error == .fileTruncated(expected: UInt64(size), actual: UInt64(length)), "length \(length)")
            }
        }
    }

    @Test("an empty file is refused as empty")
    func empty() throws {
        let fixture = try SaveFixture(players: 10)
        let empty = try fixture.write([UInt8]())
        #expect(try fixture.rejection(of: empty) == .emptyFile(path: empty.path))
    }

    @Test("a stream cut short under a header rewritten to match is caught by the inflater")
    func streamEndsEarly() throws {
        let fixture = try SaveFixture()
        let stream = Array(fixture.stream)
        // A policy without a ratio cap, so even a two-byte stream reaches the inflater.
        let uncapped = SaveArchivePolicy(applicationID: FixtureDatabase.applicationID,
                                         currentSchemaVersion: FixtureDatabase.schemaVersion, maxRatio: .max)
        for keep in [2, 100, stream.count / 3, stream.count / 2, stream.count - 5, stream.count - 1] {
            let cut = stream.prefix(keep)
            let bytes = SaveCrafting.file(header: fixture.header.with(compressedSize: UInt64(keep)), stream: cut)
            let error = try fixture.rejection(of: fixture.write(bytes), policy: uncapped)
            switch error {
            case .streamEndsEarly, .streamDamaged: break
            default: Issue.record("keep \(keep): unexpected \(String(describing: error))")
            }
        }
    }
}
