import DataManaging
import Foundation
import GRDB
import Synchronization

/// The careers one manager has opened, kept open for the session (Modules/DECISIONS.md 31): a career's schema,
/// values and references are checked when the manager first meets its file, and again only when something other
/// than this connection changed it — another process or connection writing it (`PRAGMA data_version` moves) or
/// another file put in its place (its device and inode differ). Every other call reuses the checked connection,
/// so a read or a write never re-validates the whole file, and the live match records its minute on it. With a
/// `CheckedCareerLedger`, a file nothing has touched since this game closed it is trusted on its first open too
/// (decision 38): only its kind and schema version are looked at.
package final class CareerConnections: Sendable {
    private struct Entry: Sendable {
        let queue: DatabaseQueue
        let file: FileIdentity
        let readOnly: Bool
        let dataVersion: Int
        let memo = SessionMemo()
        var integrityChecked: Bool
        var referencesChecked: Bool
    }

    /// Which file a path names now.
    private struct FileIdentity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64

        init?(_ url: URL) {
            guard let stat = FileFingerprint.Stat(path: url.path) else { return nil }
            device = stat.device
            inode = stat.inode
        }
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let opens = Mutex(0)
    private let ledger: CheckedCareerLedger?

    package init(ledger: CheckedCareerLedger? = nil) {
        self.ledger = ledger
    }

    deinit {
        closeAll()
    }

    /// Closes every career (SQLite folds its log into the file when no other connection has it open) and notes each
    /// file as it is left: checked on its first open, and written since only by this game, which checks what it writes
    /// before it commits. A process killed before this point leaves its careers to be checked in full next time; a
    /// later call opens its career again.
    package func closeAll() {
        let closing = entries.withLock { entries in
            defer { entries.removeAll() }
            return entries
        }
        for (key, entry) in closing where !entry.readOnly {
            guard (try? dataVersion(of: entry.queue)) == entry.dataVersion, (try? entry.queue.close()) != nil else {
                continue
            }
            ledger?.record(URL(fileURLWithPath: key), integrity: entry.integrityChecked,
                           references: entry.referencesChecked)
        }
    }

    /// How many times a career was opened to be checked in full: once per file met, and once per outside change.
    package var checkedOpens: Int { opens.withLock { $0 } }

    /// Runs `body` on the checked career at `url`; every failure becomes a `DataError` naming the slot.
    /// `checkingIntegrity` adds `integrity_check` (and the references) to a trusted file the first time: for a listing.
    package func read<T>(_ url: URL, checkingIntegrity: Bool, _ body: (Database) throws -> T) throws(DataError) -> T {
        let queue = try entry(url, checkingIntegrity: checkingIntegrity, checkingReferences: checkingIntegrity).queue
        return try CareerConnection.run(slot: CareerDatabase.slot(of: url), otherFailure: CareerConnection.unreadable) {
            try queue.snapshot(body)
        }
    }

    /// Runs `body` with the checked career at `url` open for writing; `body` makes its own transactions
    /// (`queue.write` is an immediate one). A failed write becomes `.storage`.
    package func write<T>(_ url: URL, _ body: (DatabaseQueue) throws -> T) throws(DataError) -> T {
        try write(url) { queue, _ in try body(queue) }
    }

    /// `write`, with the memo the session keeps beside this connection (`SessionMemo`).
    package func write<T>(_ url: URL, _ body: (DatabaseQueue, SessionMemo) throws -> T) throws(DataError) -> T {
        let slot = CareerDatabase.slot(of: url)
        if let reason = ReadOnlyCareerFile.reason(url) {
            throw .storage("career '\(slot)' is read-only: \(reason)")
        }
        // A write builds on what it finds: ids pointing nowhere would be written on into the career.
        let entry = try entry(url, checkingIntegrity: false, checkingReferences: true)
        return try CareerConnection.run(slot: slot, otherFailure: { _, error in
            .storage(DatabaseFailure.reason(for: error))
        }) { try body(entry.queue, entry.memo) }
    }

    /// The session entry of `url` (its checked connection and memo): the session's own while its file is unchanged, else
    /// a new one checked in full.
    private func entry(_ url: URL, checkingIntegrity: Bool, checkingReferences: Bool) throws(DataError) -> Entry {
        let slot = CareerDatabase.slot(of: url)
        let key = url.standardizedFileURL.path
        guard let file = FileIdentity(url) else {
            entries.withLock { _ = $0.removeValue(forKey: key) }
            throw .careerNotFound(slot)
        }
        let readOnly = ReadOnlyCareerFile.isReadOnly(url)
        if var entry = entries.withLock({ $0[key] }), entry.file == file, entry.readOnly == readOnly,
           (try? dataVersion(of: entry.queue)) == entry.dataVersion {
            // Only what the first open did not check yet.
            if checkingIntegrity && !entry.integrityChecked || checkingReferences && !entry.referencesChecked {
                try CareerConnection.run(slot: slot, otherFailure: CareerConnection.unreadable) {
                    try entry.queue.snapshot { db in
                        if checkingIntegrity && !entry.integrityChecked { try CareerConnection.checkIntegrity(db) }
                        // Its values were checked when it opened: only the references are new.
                        if checkingReferences && !entry.referencesChecked { try CareerContentCheck.checkReferences(db) }
                    }
                }
                entry.integrityChecked = entry.integrityChecked || checkingIntegrity
                entry.referencesChecked = entry.referencesChecked || checkingReferences
                let checked = entry
                entries.withLock { $0[key] = checked }
            }
            return entry
        }
        entries.withLock { _ = $0.removeValue(forKey: key) }
        if !readOnly, let checked = ledger?.checked(url), checked.references || !checkingReferences,
           let queue = try? CareerConnection.openUnchanged(url), let version = try? dataVersion(of: queue) {
            // Its values and references were checked; a listing still wants SQLite's pass over its pages.
            let integrity = checked.integrity || checkingIntegrity
            if integrity && !checked.integrity {
                try CareerConnection.run(slot: slot, otherFailure: CareerConnection.unreadable) {
                    try queue.snapshot(CareerConnection.checkIntegrity)
                }
            }
            let entry = Entry(queue: queue, file: file, readOnly: readOnly, dataVersion: version,
                              integrityChecked: integrity, referencesChecked: checked.references)
            entries.withLock { $0[key] = entry }
            return entry
        }
        // A file the game did not leave as it is now (placed in the folder, written by another program or process)
        // gets every check an import gets, SQLite's pass over its pages included, whatever the first use (issue #38).
        opens.withLock { $0 += 1 }
        let queue = try CareerConnection.open(url, checkingIntegrity: true, checkingReferences: true)
        let version = try CareerConnection.run(slot: slot, otherFailure: CareerConnection.unreadable) {
            try dataVersion(of: queue)
        }
        let entry = Entry(queue: queue, file: file, readOnly: readOnly, dataVersion: version,
                          integrityChecked: true, referencesChecked: true)
        entries.withLock { $0[key] = entry }
        return entry
    }

    /// Moves whenever a connection other than this one commits to the file. Asked before every use of the session's
    /// connection: outside a transaction, and without `read`'s switch of `query_only` (`snapshot`).
    private func dataVersion(of queue: DatabaseQueue) throws -> Int {
        try queue.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
}
