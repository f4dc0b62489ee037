import CareerSaves
import Foundation
import GRDB
import SaveArchive

/// The seed corpus: small well-formed saves that reach each stage of the import checks, broken copies
/// of one of them that each fail a different early check, and the hostile careers of `HostileSeeds`.
/// Written by `--write-seeds`.
enum SeedCorpus {
    /// Writes every seed into `directory` (created if missing) and returns their names.
    static func write(to directory: URL) async throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let work = directory.appendingPathComponent(".seeds-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: work) }

        let career = SaveArchivePolicy.career
        var seeds = try await HostileSeeds.make(in: work)
        // Well-formed: each passes every check up to the career schema check (a tiny table is no career).
        for level in [0, 1, 6, 9] {
            seeds["well-formed-level\(level)"] = try save(in: work, level: level)
        }
        seeds["older-schema"] = try save(in: work, schema: career.currentSchemaVersion - 1)  // its schema is not the game's v2
        seeds["newer-schema"] = try save(in: work, schema: career.currentSchemaVersion + 1)
        seeds["foreign-application"] = try save(in: work, applicationID: 0x4E4F_5045)
        seeds["ratio-bomb"] = try save(in: work, zeroBytes: 1 << 20)

        // Broken copies of one well-formed save.
        let good = try save(in: work)
        let headerLength = Int(good[10]) | Int(good[11]) << 8
        seeds["truncated-header"] = Array(good.prefix(40))
        seeds["truncated-stream"] = Array(good.dropLast(16))
        seeds["trailing-bytes"] = good + Array("junk".utf8)
        seeds["bad-magic"] = good.replacing(at: 0, with: 0x73)
        seeds["future-format-version"] = good.replacing(at: 8, with: 2)
        seeds["header-length-out-of-range"] = good.replacing(at: 11, with: 0x7F)
        seeds["header-byte-flipped"] = good.replacing(at: headerLength - 6, with: good[headerLength - 6] ^ 0x20)
        let middle = headerLength + (good.count - headerLength) / 2
        seeds["stream-byte-flipped"] = good.replacing(at: middle, with: good[middle] ^ 0x01)
        seeds["stream-last-byte-flipped"] = good.replacing(at: good.count - 1, with: good[good.count - 1] ^ 0x80)

        for (name, bytes) in seeds {
            // No `.sssave` extension: the repository ignores save files, and these are meant to be committed.
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        }
        return seeds.keys.sorted()
    }

    /// A save of a small database with the given identity, written with a policy that admits it.
    private static func save(in work: URL, level: Int = 6, applicationID: Int32 = SaveArchivePolicy.career.applicationID,
                             schema: Int = SaveArchivePolicy.career.currentSchemaVersion,
                             zeroBytes: Int = 0) throws -> [UInt8] {
        let name = UUID().uuidString
        let database = work.appendingPathComponent("\(name).sqlite")
        let file = work.appendingPathComponent("\(name).sssave")
        try createDatabase(at: database, applicationID: applicationID, schema: schema, zeroBytes: zeroBytes)
        let policy = SaveArchivePolicy(applicationID: applicationID, currentSchemaVersion: schema, maxRatio: .max)
        _ = try SaveArchive.export(database: database, to: file, level: level, policy: policy) { _ in
            SaveSummary(coach: "Seed Coach", club: "Seedwick Town", season: "2026/27", date: "2026-08-01")
        }
        return try [UInt8](Data(contentsOf: file))
    }

    /// 512-byte pages and a few rows keep the snapshot around a kilobyte; `zeroBytes` adds a blob
    /// that compresses far beyond the import's ratio limit.
    private static func createDatabase(at url: URL, applicationID: Int32, schema: Int, zeroBytes: Int) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA page_size = \(zeroBytes > 0 ? 65_536 : 512)")
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(sql: "PRAGMA user_version = \(schema)")
            try db.execute(sql: "CREATE TABLE club (id INTEGER PRIMARY KEY, name TEXT NOT NULL, founded INTEGER)")
            for (index, name) in ["Seedwick Town", "Sproutham United", "Acorn Athletic"].enumerated() {
                try db.execute(sql: "INSERT INTO club (name, founded) VALUES (?, ?)", arguments: [name, 1880 + index])
            }
            if zeroBytes > 0 {
                try db.execute(sql: "CREATE TABLE padding (data BLOB)")
                try db.execute(sql: "INSERT INTO padding VALUES (zeroblob(?))", arguments: [zeroBytes])
            }
        }
    }
}

private extension Array where Element == UInt8 {
    func replacing(at index: Int, with byte: UInt8) -> [UInt8] {
        var copy = self
        copy[index] = byte
        return copy
    }
}
