import Foundation

extension SaveArchive {
    /// Finishes what killed exports and imports left in `directory`: a replace cut short between moving the
    /// old database to its backup and moving the new one in gets its backup back when the target is empty,
    /// and its backup dropped when the new database is in place (it was fully verified before the swap);
    /// staging, snapshot and partial files are removed. Only files named by `WorkFileName` whose process is
    /// gone are touched, so a run in progress elsewhere is never disturbed. Failures are left for next time.
    public static func recoverInterrupted(in directory: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        var settled: Set<String> = []
        for fileName in names.sorted() {
            guard let work = WorkFileName(parsing: fileName), work.ownerIsGone else { continue }
            let main = directory.appendingPathComponent(work.mainFileName)
            guard settled.insert(main.path).inserted else { continue }
            let target = directory.appendingPathComponent(work.target)
            if work.kind == .backup, !SQLiteFiles.exists(target.path) {
                try? SQLiteFiles.move(main, to: target)
            } else {
                SQLiteFiles.remove(main)
            }
        }
        // Only a folder that changed is flushed: every export and import starts here.
        if !settled.isEmpty { try? PosixFile.syncDirectory(directory) }
    }

}
