import Foundation
import Glibc
@testable import SaveArchive
import Testing

/// What killed exports and imports leave beside a career, settled by the next start.
@Suite("Recovery of interrupted work")
struct RecoveryTests {
    /// No process can have this pid (it is above any `pid_max`), so its files count as left by a dead one.
    static let deadPID: pid_t = .max - 1

    private func workFile(_ kind: WorkFileName.Kind, for target: String, pid: pid_t, in directory: TemporaryDirectory,
                          contents: String) throws -> URL {
        let url = directory.file(".\(target).\(kind.rawValue)-\(pid)-\(UUID().uuidString)")
        try Data(contents.utf8).write(to: url)
        return url
    }

    @Test("a replace killed after the old career moved to its backup gets the old career back")
    func restoresBackupIntoEmptySlot() throws {
        let directory = try TemporaryDirectory()
        let backup = try workFile(.backup, for: "ada.sqlite", pid: Self.deadPID, in: directory, contents: "old")
        try Data("old wal".utf8).write(to: URL(fileURLWithPath: backup.path + "-wal"))
        SaveArchive.recoverInterrupted(in: directory.url)
        #expect(try directory.listing() == ["ada.sqlite", "ada.sqlite-wal"])
        #expect(try String(contentsOf: directory.file("ada.sqlite"), encoding: .utf8) == "old")
    }

    @Test("a replace killed after the new career moved in keeps the new one and drops the backup")
    func finishesCompletedSwap() throws {
        let directory = try TemporaryDirectory()
        try Data("new".utf8).write(to: directory.file("ada.sqlite"))
        _ = try workFile(.backup, for: "ada.sqlite", pid: Self.deadPID, in: directory, contents: "old")
        SaveArchive.recoverInterrupted(in: directory.url)
        #expect(try directory.listing() == ["ada.sqlite"])
        #expect(try String(contentsOf: directory.file("ada.sqlite"), encoding: .utf8) == "new")
    }

    @Test("staging, snapshot and partial files of dead processes go; those of live ones and other names stay")
    func removesOnlyStaleWorkFiles() throws {
        let directory = try TemporaryDirectory()
        for kind in [WorkFileName.Kind.staging, .snapshot, .partial] {
            let stale = try workFile(kind, for: "ada.sqlite", pid: Self.deadPID, in: directory, contents: "x")
            try Data().write(to: URL(fileURLWithPath: stale.path + "-journal"))
        }
        let live = try workFile(.staging, for: "ada.sqlite", pid: getpid(), in: directory, contents: "busy")
        let liveBackup = try workFile(.backup, for: "bob.sqlite", pid: getpid(), in: directory, contents: "busy")
        let unrelated = [".ada.sqlite.import-123", ".notes", "bob.sqlite.1234.partial"]
        for name in unrelated { try Data().write(to: directory.file(name)) }

        SaveArchive.recoverInterrupted(in: directory.url)
        #expect(try directory.listing() == ([live.lastPathComponent, liveBackup.lastPathComponent] + unrelated).sorted())
    }

    @Test("work file names round-trip, with or without a journal suffix, and nothing else parses")
    func namesParse() throws {
        let directory = try TemporaryDirectory()
        let made = WorkFileName.make(.backup, for: "my.career.sqlite", in: directory.url).lastPathComponent
        let parsed = try #require(WorkFileName(parsing: made + "-wal"))
        #expect(parsed.target == "my.career.sqlite")
        #expect(parsed.kind == .backup)
        #expect(parsed.pid == getpid())
        #expect(parsed.mainFileName == made)
        #expect(!parsed.ownerIsGone)
        for name in ["ada.sqlite", ".backup-1-\(UUID().uuidString)", ".a.backup-x-\(UUID().uuidString)",
                     ".a.other-1-\(UUID().uuidString)", ".a.backup-1-not-a-uuid"] {
            #expect(WorkFileName(parsing: name) == nil, "\(name)")
        }
    }
}
