import Foundation

/// Checks the 100-byte SQLite header before SQLite opens a file: SQLite itself would read the missing
/// pages of a truncated file as empty ones instead of refusing it.
enum SQLiteFileHeader {
    package static let size = 100
    private static let magic = Array("SQLite format 3\0".utf8)

    /// Why the file at `url` cannot be a complete SQLite database, or nil when its header looks sound.
    package static func problem(at url: URL) -> String? {
        if let problem = CareerDatabase.fileTypeProblem(at: url) { return problem }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return UnreadableReason.cannotRead }
        defer { try? handle.close() }
        let bytes: [UInt8]
        let fileSize: UInt64
        do {
            bytes = Array(try handle.read(upToCount: size) ?? Data())
            fileSize = try handle.seekToEnd()
        } catch {
            return UnreadableReason.cannotRead
        }
        guard bytes.starts(with: magic) else { return UnreadableReason.notSQLite }
        guard bytes.count == size else { return UnreadableReason.damaged }

        let rawPageSize = UInt64(bytes[16]) << 8 | UInt64(bytes[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard (512...65_536).contains(pageSize), pageSize & (pageSize - 1) == 0 else { return UnreadableReason.damaged }

        // The header's page count is only kept up to date when its "valid-for" number matches the change
        // counter; and pages still in a non-empty WAL may not have reached the main file yet.
        let changeCounter = bigEndian(bytes, at: 24)
        let pageCount = bigEndian(bytes, at: 28)
        let validFor = bigEndian(bytes, at: 92)
        guard pageCount > 0, validFor == changeCounter, !hasPendingWAL(url) else { return nil }
        return fileSize < pageCount * pageSize ? UnreadableReason.damaged : nil
    }

    /// Whether the file at `url` is in WAL mode (its read and write versions are 2): reading it needs the log's index.
    static func isWAL(at url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let bytes = try? handle.read(upToCount: 20), bytes.count == 20 else { return false }
        return bytes[18] == 2 && bytes[19] == 2
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static func hasPendingWAL(_ url: URL) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path + "-wal")
        return ((attributes?[.size] as? NSNumber)?.intValue ?? 0) > 0
    }
}
