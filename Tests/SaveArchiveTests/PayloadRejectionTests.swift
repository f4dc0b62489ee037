import Foundation
import GRDB
import Testing
@testable import SaveArchive

@Suite("Payload rejections")
struct PayloadRejectionTests {
    @Test("declared sizes that lie either way are refused by name")
    func lyingSizes() throws {
        let fixture = try SaveFixture()
        let header = fixture.header
        let stream = fixture.stream
        func reject(_ lie: SaveHeader, _ stream: some Collection<UInt8>) throws -> SaveArchiveError? {
            try fixture.rejection(of: fixture.write(SaveCrafting.file(header: lie, stream: stream)))
        }
        #expect(try reject(header.with(rawSize: header.rawSize - 1), stream)
                == .payloadLargerThanDeclared(declared: header.rawSize - 1))
        #expect(try reject(header.with(rawSize: header.rawSize + 1), stream)
                == .payloadSmallerThanDeclared(actual: header.rawSize, declared: header.rawSize + 1))
        #expect(try reject(header.with(rawSize: header.rawSize / 2), stream)
                == .payloadLargerThanDeclared(declared: header.rawSize / 2))
        let length = UInt64(header.headerLength)
        #expect(try reject(header.with(compressedSize: header.compressedSize + 1), stream)
                == .fileTruncated(expected: length + header.compressedSize + 1, actual: length + header.compressedSize))
        #expect(try reject(header.with(compressedSize: header.compressedSize - 1), stream)
                == .trailingBytes(count: 1))
        #expect(try reject(header.with(compressedSize: UInt64(Int64.max) + 1), stream)
                == .headerFieldInvalid("compressed size 9223372036854775808 is impossibly large"))
    }

    @Test("bytes after the end of the stream are refused, declared or not")
    func trailingBytes() throws {
        let fixture = try SaveFixture()
        let junk: [UInt8] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        #expect(try fixture.rejection(of: fixture.write(fixture.bytes + junk)) == .trailingBytes(count: 10))
        #expect(try fixture.rejection(of: fixture.write(fixture.bytes + [0])) == .trailingBytes(count: 1))
        let declared = fixture.header.with(compressedSize: fixture.header.compressedSize + 10)
        let bytes = SaveCrafting.file(header: declared, stream: fixture.stream + junk)
        #expect(try fixture.rejection(of: fixture.write(bytes)) == .trailingBytesAfterStream(count: 10))
    }

    @Test("single-bit flips across the stream are all caught before anything is installed")
    func payloadBitFlips() throws {
        let fixture = try SaveFixture()
        let start = fixture.header.headerLength * 8
        let end = fixture.bytes.count * 8
        let candidate = fixture.directory.file("candidate.sssave")
        let positions = Array(stride(from: start, to: end, by: max(1, (end - start) / 150))) + Array((end - 40)..<end)
        for bit in positions {
            var bytes = fixture.bytes
            bytes[bit / 8] ^= 1 << UInt8(bit % 8)
            try Data(bytes).write(to: candidate)
            let error = try fixture.rejection(of: candidate)
            switch error {
            case .streamDamaged, .streamEndsEarly, .trailingBytesAfterStream, .payloadLargerThanDeclared,
                 .payloadSmallerThanDeclared, .streamChecksumMismatch, .payloadChecksumMismatch:
                break
            default:
                Issue.record("bit \(bit): unexpected \(String(describing: error))")
            }
        }
    }

    @Test("checksums that do not match the stream or the payload are refused by name")
    func checksums() throws {
        let fixture = try SaveFixture(players: 20)
        let header = fixture.header
        let wrongStream = SaveHeaderCodec.encode(header.with(streamCRC32: ~header.streamCRC32)) + fixture.stream
        #expect(try fixture.rejection(of: fixture.write(wrongStream))
                == .streamChecksumMismatch(stored: ~header.streamCRC32, computed: header.streamCRC32))
        let wrongPayload = SaveCrafting.file(header: header.with(payloadCRC32: ~header.payloadCRC32), stream: fixture.stream)
        #expect(try fixture.rejection(of: fixture.write(wrongPayload))
                == .payloadChecksumMismatch(stored: ~header.payloadCRC32, computed: header.payloadCRC32))
    }

    @Test("a sound stream whose payload is not SQLite is refused")
    func notSQLite() throws {
        let fixture = try SaveFixture(players: 10)
        var random = SplitMix(seed: 9)
        let payload = (0..<20_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let bytes = try SaveCrafting.file(payload: payload, in: fixture.directory)
        #expect(try fixture.rejection(of: fixture.write(bytes)) == .notSQLite)
    }

    @Test("an SQLite payload with a corrupt page fails the integrity check")
    func corruptPage() throws {
        let fixture = try SaveFixture()
        var database = try [UInt8](Data(contentsOf: fixture.database))
        let pageSize = Int(database[16]) << 8 | Int(database[17])
        #expect(database.count / pageSize > 6)
        for offset in (3 * pageSize)..<(4 * pageSize) { database[offset] = UInt8(truncatingIfNeeded: offset * 7) }
        let bytes = try SaveCrafting.file(payload: database, in: fixture.directory)
        let error = try fixture.rejection(of: fixture.write(bytes))
        guard case .integrityCheckFailed(let detail) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(!detail.isEmpty)
    }

    @Test("a database of another application is refused, by its header or by the database itself")
    func otherApplication() throws {
        let fixture = try SaveFixture(players: 10)
        let stranger = fixture.directory.file("stranger.sqlite")
        try FixtureDatabase.create(at: stranger, applicationID: 0x1234, players: 10)
        let strangerPolicy = SaveArchivePolicy(applicationID: 0x1234, currentSchemaVersion: FixtureDatabase.schemaVersion)
        let strangerSave = fixture.directory.file("stranger.sssave")
        _ = try SaveArchive.export(database: stranger, to: strangerSave, policy: strangerPolicy) { _ in SaveFixture.summary }
        #expect(try fixture.rejection(of: strangerSave)
                == .applicationIDMismatch(found: 0x1234, expected: FixtureDatabase.applicationID))

        // The header claims this game; the database inside says otherwise.
        let disguised = try SaveCrafting.file(payload: [UInt8](Data(contentsOf: stranger)), in: fixture.directory)
        #expect(try fixture.rejection(of: fixture.write(disguised))
                == .applicationIDMismatch(found: 0x1234, expected: FixtureDatabase.applicationID))
    }

    @Test("a newer schema is refused; a header that disagrees with its database is refused")
    func schemaVersions() throws {
        let fixture = try SaveFixture(players: 10)
        let future = fixture.directory.file("future.sqlite")
        try FixtureDatabase.create(at: future, schemaVersion: 4, players: 10)
        let futurePolicy = SaveArchivePolicy(applicationID: FixtureDatabase.applicationID, currentSchemaVersion: 4)
        let futureSave = fixture.directory.file("future.sssave")
        _ = try SaveArchive.export(database: future, to: futureSave, policy: futurePolicy) { _ in SaveFixture.summary }
        #expect(try fixture.rejection(of: futureSave) == .schemaVersionNewer(found: 4, supported: 3))

        let older = try SaveCrafting.file(payload: [UInt8](Data(contentsOf: fixture.database)), schemaVersion: 2,
                                          in: fixture.directory)
        let migrating = SaveArchivePolicy(applicationID: FixtureDatabase.applicationID, currentSchemaVersion: 3) { _ in }
        #expect(try fixture.rejection(of: fixture.write(older), policy: migrating)
                == .headerDisagreesWithDatabase("header declares schema 2, database has 3"))
        #expect(try fixture.rejection(of: fixture.write(older)) == .noMigration(found: 2, supported: 3))
    }
}
