import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension SaveArchive {
    /// Writes a save of `database` to `destination`: a `VACUUM INTO` snapshot (consistent while the
    /// game writes) whose identity the policy admits, compressed in chunks into a hidden temp
    /// file beside `destination`, fsynced, renamed over `destination`, and the folder fsynced.
    /// `summarize` reads the snapshot (and may migrate it) to fill the header summary.
    public static func export(database: URL, to destination: URL, level: Int = 6, policy: SaveArchivePolicy,
                              summarize: (URL) throws -> SaveSummary) throws(SaveArchiveError) -> ExportReport {
        guard (0...9).contains(level) else { throw .invalidCompressionLevel(level) }
        guard destination.standardizedFileURL.path != database.standardizedFileURL.path else {
            throw .cannotWrite(path: destination.path, reason: "it is the database being exported")
        }
        let directory = destination.deletingLastPathComponent()
        try requireDestination(destination, in: directory)
        recoverInterrupted(in: directory)
        let snapshot = WorkFileName.make(.snapshot, for: destination.lastPathComponent, in: directory)
        let partial = WorkFileName.make(.partial, for: destination.lastPathComponent, in: directory)
        defer {
            SQLiteFiles.remove(snapshot)
            unlink(partial.path)
        }

        try PayloadDatabase.snapshot(of: database, into: snapshot)
        let summary: SaveSummary
        do {
            summary = try summarize(snapshot)
        } catch {
            throw .summaryFailed(reason(of: error))
        }
        // No integrity check here: SQLite wrote the snapshot itself, and every import checks it anyway.
        let identity = try PayloadDatabase.seal(snapshot)
        guard identity.applicationID == policy.applicationID else {
            throw .applicationIDMismatch(found: identity.applicationID, expected: policy.applicationID)
        }
        try policy.admitSchema(identity.schemaVersion)

        let header = try compress(snapshot, into: partial, level: level, identity: identity,
                                  summary: summary, policy: policy)
        guard rename(partial.path, destination.path) == 0 else {
            throw .cannotWrite(path: destination.path, reason: systemReason())
        }
        try PosixFile.syncDirectory(directory)
        return ExportReport(file: destination, header: header)
    }

    /// The temp files go beside the destination, so its folder must exist and the name must not be a folder.
    private static func requireDestination(_ destination: URL, in directory: URL) throws(SaveArchiveError) {
        var info = stat()
        guard stat(directory.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotWrite(path: destination.path, reason: "its folder \(directory.path) does not exist")
        }
        if stat(destination.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw .cannotWrite(path: destination.path, reason: "it is a directory")
        }
    }

    /// Streams the snapshot after a zeroed header, then writes the real header once sizes and CRC
    /// are known. Refuses a save that the same policy would refuse to import.
    private static func compress(_ snapshot: URL, into partial: URL, level: Int, identity: PayloadDatabase.Identity,
                                 summary: SaveSummary, policy: SaveArchivePolicy) throws(SaveArchiveError) -> SaveHeader {
        let input = try PosixFile.openForReading(snapshot)
        let output = try PosixFile.createNew(partial)
        let exportedAt = Date()
        let headerLength = SaveHeaderCodec.encodedLength(of: summary)
        try output.write([UInt8](repeating: 0, count: headerLength), at: 0)
        let totals = try Deflater.compress(input, into: output, level: level)
        try policy.admitSizes(rawSize: totals.rawSize, compressedSize: totals.compressedSize)
        let header = SaveHeader(applicationID: identity.applicationID, schemaVersion: identity.schemaVersion,
                                compressionLevel: level, rawSize: totals.rawSize,
                                compressedSize: totals.compressedSize, payloadCRC32: totals.rawCRC32,
                                streamCRC32: totals.streamCRC32,
                                exportedAt: exportedAt, summary: summary)
        try output.write(SaveHeaderCodec.encode(header), at: 0)
        try output.sync()
        return header
    }
}
