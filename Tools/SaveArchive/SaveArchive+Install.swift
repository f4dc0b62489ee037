import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension SaveArchive {
    /// Verifies `file` completely, then installs its database at `target`. An existing database
    /// at `target` is refused unless `replace`; with it, the old database is kept under a backup
    /// name until the new one is installed and confirmed, and put back on any failure.
    public static func install(_ file: URL, as target: URL, replace: Bool,
                               policy: SaveArchivePolicy) throws(SaveArchiveError) -> InstallReport {
        let expected = PayloadDatabase.Identity(applicationID: policy.applicationID,
                                                schemaVersion: policy.currentSchemaVersion)
        return try install(file, as: target, replace: replace, policy: policy) { (installed) throws(SaveArchiveError) in
            let found = try PayloadDatabase.identity(ofFileAt: installed)
            guard found == expected else {
                throw .headerDisagreesWithDatabase(
                    "installed database reads as application \(found.applicationID), schema \(found.schemaVersion)")
            }
        }
    }

    /// `confirm` checks the database once it is under its final name; tests use it to fail there.
    static func install(_ file: URL, as target: URL, replace: Bool, policy: SaveArchivePolicy,
                        confirm: (URL) throws(SaveArchiveError) -> Void) throws(SaveArchiveError) -> InstallReport {
        let directory = target.deletingLastPathComponent()
        recoverInterrupted(in: directory)
        let replacing = SQLiteFiles.isOccupied(target)
        if replacing {
            guard replace else { throw .targetExists(path: target.path) }
            try requireRegularFileOrAbsent(target)
        }
        let staged = try stage(file, in: directory, named: target.lastPathComponent, policy: policy)
        defer { SQLiteFiles.remove(staged.url) }
        if replacing {
            try swap(staged.url, into: target, in: directory, confirm: confirm)
        } else {
            try link(staged.url, as: target, in: directory, confirm: confirm)
        }
        return InstallReport(target: target, save: staged.save, replacedExisting: replacing)
    }

    /// A new name: `link` fails if something took the name since the check, so nothing is overwritten.
    private static func link(_ staged: URL, as target: URL, in directory: URL,
                             confirm: (URL) throws(SaveArchiveError) -> Void) throws(SaveArchiveError) {
        guard Glibc.link(staged.path, target.path) == 0 else {
            if errno == EEXIST { throw .targetExists(path: target.path) }
            throw .cannotWrite(path: target.path, reason: systemReason())
        }
        do {
            try PosixFile.syncDirectory(directory)
            try confirm(target)
        } catch {
            SQLiteFiles.remove(target)
            throw .installFailed(error.message)
        }
    }

    /// Replacing: old database (with its journal files) to a backup name, new one into place,
    /// confirm, and only then drop the backup.
    private static func swap(_ staged: URL, into target: URL, in directory: URL,
                             confirm: (URL) throws(SaveArchiveError) -> Void) throws(SaveArchiveError) {
        // Named so that any later start finishes or undoes this swap if the process dies within it.
        let backup = WorkFileName.make(.backup, for: target.lastPathComponent, in: directory)
        try SQLiteFiles.move(target, to: backup)
        do {
            try SQLiteFiles.move(staged, to: target)
            try PosixFile.syncDirectory(directory)
            try confirm(target)
        } catch {
            SQLiteFiles.remove(target)
            do {
                try SQLiteFiles.move(backup, to: target)
            } catch {
                throw .installFailed("\(error.message); the previous database is kept at \(backup.path)")
            }
            try? PosixFile.syncDirectory(directory)
            throw .installFailed(error.message)
        }
        SQLiteFiles.remove(backup)
        // The new database is durable already; a lost unlink of the backup only leaves a hidden file.
        try? PosixFile.syncDirectory(directory)
    }

    private static func requireRegularFileOrAbsent(_ target: URL) throws(SaveArchiveError) {
        var info = stat()
        guard lstat(target.path, &info) == 0 else { return }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw .notARegularFile(path: target.path, kind: PosixFile.kindName(type)) }
    }
}
