import Foundation
import Testing
@testable import SaveArchive

/// A directory holding a source database, a save exported from it, and an installed career with
/// different content that every rejected import must leave byte for byte as it was.
struct SaveFixture {
    static let policy = SaveArchivePolicy(applicationID: FixtureDatabase.applicationID,
                                          currentSchemaVersion: FixtureDatabase.schemaVersion)
    static let summary = SaveSummary(coach: "Gus Pudding", club: "Real Wobbleton", season: "2026/27", date: "2026-08-01")

    let directory: TemporaryDirectory
    let database: URL
    let career: URL
    let save: URL
    let header: SaveHeader
    let bytes: [UInt8]

    init(players: Int = 300) throws {
        directory = try TemporaryDirectory()
        database = try FixtureDatabase.create(at: directory.file("source.sqlite"), seed: 1, players: players)
        career = try FixtureDatabase.create(at: directory.file("career.sqlite"), seed: 2, players: 40)
        save = directory.file("source.sssave")
        header = try SaveArchive.export(database: database, to: save, policy: Self.policy) { _ in Self.summary }.header
        bytes = try [UInt8](Data(contentsOf: save))
    }

    /// The zlib stream after the header.
    var stream: ArraySlice<UInt8> { bytes[header.headerLength...] }

    /// Writes `bytes` to a file in the fixture directory and returns its URL.
    func write(_ bytes: some Sequence<UInt8>, as name: String = "candidate.sssave") throws -> URL {
        try directory.file(name).writing(bytes)
    }

    /// Offers `candidate` to `install(replace: true)` and to `verify`. Both must refuse with the same
    /// error and a one-line message, and leave the career's bytes and the directory listing as they were.
    func rejection(of candidate: URL, policy: SaveArchivePolicy = Self.policy,
                   sourceLocation: SourceLocation = #_sourceLocation) throws -> SaveArchiveError? {
        let careerBefore = try Data(contentsOf: career)
        let listingBefore = try directory.listing()
        var installError: SaveArchiveError?
        var verifyError: SaveArchiveError?
        do {
            _ = try SaveArchive.install(candidate, as: career, replace: true, policy: policy)
        } catch {
            installError = error
        }
        do {
            _ = try SaveArchive.verify(candidate, policy: policy, scratchDirectory: directory.url)
        } catch {
            verifyError = error
        }
        #expect(installError != nil, "install accepted a bad save", sourceLocation: sourceLocation)
        #expect(installError == verifyError, sourceLocation: sourceLocation)
        #expect(try Data(contentsOf: career) == careerBefore, "career changed", sourceLocation: sourceLocation)
        #expect(try directory.listing() == listingBefore, "files left behind", sourceLocation: sourceLocation)
        if let message = installError?.message {
            #expect(!message.isEmpty && !message.contains("\n"), sourceLocation: sourceLocation)
        }
        return installError
    }
}

/// Builds save files that lie consistently: any header around any stream, with both CRCs that
/// cover file bytes (header and stream) recomputed, so only the lie under test is left.
enum SaveCrafting {
    static func file(header: SaveHeader, stream: some Collection<UInt8>) -> [UInt8] {
        let stream = Array(stream)
        return SaveHeaderCodec.encode(header.with(streamCRC32: CRC32.checksum(stream[...]))) + stream
    }

    /// A well-formed save around any raw payload, with true sizes and CRC.
    static func file(payload: [UInt8], applicationID: Int32 = FixtureDatabase.applicationID,
                     schemaVersion: Int = FixtureDatabase.schemaVersion, in directory: TemporaryDirectory) throws -> [UInt8] {
        let stream = try deflate(payload, in: directory)
        let header = SaveHeader(applicationID: applicationID, schemaVersion: schemaVersion, compressionLevel: 6,
                                rawSize: UInt64(payload.count), compressedSize: UInt64(stream.count),
                                payloadCRC32: CRC32.checksum(payload[...]), streamCRC32: 0, exportedAt: Date(),
                                summary: SaveFixture.summary)
        return file(header: header, stream: stream)
    }

    /// Compresses bytes with the library's own streaming deflater.
    static func deflate(_ payload: [UInt8], level: Int = 6, in directory: TemporaryDirectory) throws -> [UInt8] {
        try deflateCounting(payload, level: level, in: directory).stream
    }

    /// Compresses bytes with the library's own deflater, returning the totals it reported too.
    static func deflateCounting(_ payload: [UInt8], level: Int = 6,
                                in directory: TemporaryDirectory) throws -> (stream: [UInt8], totals: Deflater.Totals) {
        let raw = directory.file(".raw-\(UUID().uuidString)")
        let packed = directory.file(".packed-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: raw)
            try? FileManager.default.removeItem(at: packed)
        }
        try Data(payload).write(to: raw)
        let totals: Deflater.Totals
        do {
            let input = try PosixFile.openForReading(raw)
            let output = try PosixFile.createNew(packed)
            totals = try Deflater.compress(input, into: output, level: level)
        }
        return (try [UInt8](Data(contentsOf: packed)), totals)
    }
}

extension SaveHeader {
    /// A copy with some fields changed.
    func with(formatVersion: Int? = nil, applicationID: Int32? = nil, schemaVersion: Int? = nil,
              rawSize: UInt64? = nil, compressedSize: UInt64? = nil, payloadCRC32: UInt32? = nil,
              streamCRC32: UInt32? = nil, summary: SaveSummary? = nil) -> SaveHeader {
        SaveHeader(formatVersion: formatVersion ?? self.formatVersion, applicationID: applicationID ?? self.applicationID,
                   schemaVersion: schemaVersion ?? self.schemaVersion, compressionLevel: compressionLevel,
                   rawSize: rawSize ?? self.rawSize, compressedSize: compressedSize ?? self.compressedSize,
                   payloadCRC32: payloadCRC32 ?? self.payloadCRC32, streamCRC32: streamCRC32 ?? self.streamCRC32,
                   exportedAt: exportedAt,
                   summary: summary ?? self.summary)
    }
}
