import DataManaging
import Foundation
import GameModels

/// What identifies a career file, where it lives, and how to open one safely (also used by the save tool).
public enum CareerDatabase {
    /// "SSCC", stored in `PRAGMA application_id` so a foreign SQLite file is never taken for a career.
    public static let applicationID: Int32 = 0x5353_4343
    /// The schema this build writes, stored in `PRAGMA user_version`; files up to it are read (older ones migrated).
    public static let schemaVersion = 13
    public static let fileExtension = "sqlite"

    /// Why `url` cannot be a career file, found without opening it: nil for a regular file (or a link to
    /// one). A FIFO or device named like a career would block, or never end, once read.
    public static func fileTypeProblem(at url: URL) -> String? {
        (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            ? nil : UnreadableReason.notRegularFile
    }

    /// `<dataDirectory>/<slot>.sqlite`.
    public static func fileURL(slot: String, in dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent(slot + "." + fileExtension, isDirectory: false)
    }

    /// Opens an existing career file, checks it (SQLite header, integrity_check unless `checkingIntegrity` is
    /// false, application_id, schema not newer), migrates an older schema and returns its summary, named
    /// after the file's slot.
    public static func summary(ofCareerAt url: URL, checkingIntegrity: Bool = true) throws(DataError) -> CareerSummary {
        let slot = slot(of: url)
        return try CareerConnection.read(url, checkingIntegrity: checkingIntegrity) { db in
            try CareerSummary(slot: slot, records: CareerStore.summaryRecords(in: db))
        }
    }

    /// The slot a career file belongs to: its name without the extension.
    static func slot(of url: URL) -> String {
        url.deletingPathExtension().lastPathComponent
    }
}
