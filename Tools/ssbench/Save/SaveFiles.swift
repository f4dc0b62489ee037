import Foundation
import Persistence

/// Where the save benchmark keeps its files, all inside its work folder.
struct SaveFiles: Sendable {
    /// The slot imports install as, in `careers`.
    static let importedSlot = "imported"

    /// The data directory: the career the saves are made of, and imports.
    let careers: URL
    /// The save every import reads, exported once before the rounds.
    let save: URL
    /// The save's payload: the exact snapshot bytes the baselines compress.
    let snapshot: URL
    /// The save's zlib stream alone, what the inflate baseline reads.
    let zlibStream: URL
    /// `gzip -6` of the snapshot, what the gunzip baseline reads.
    let gzipReference: URL
    /// Outputs of the rounds, each removed after it is timed.
    let exported, vacuumed, deflated, gzipped, imported, inflated, gunzipped: URL

    init(in directory: URL) {
        func file(_ name: String) -> URL { directory.appendingPathComponent(name, isDirectory: false) }
        careers = directory.appendingPathComponent("careers", isDirectory: true)
        save = file("reference.sssave")
        snapshot = file("snapshot.sqlite")
        zlibStream = file("reference.zlib")
        gzipReference = file("reference.gz")
        exported = file("exported.sssave")
        vacuumed = file("vacuumed.sqlite")
        imported = CareerDatabase.fileURL(slot: Self.importedSlot, in: careers)
        deflated = file("deflated.zlib")
        gzipped = file("gzipped.gz")
        inflated = file("inflated.sqlite")
        gunzipped = file("gunzipped.sqlite")
    }

    /// An output, with whatever journal files SQLite left beside it.
    func remove(_ file: URL) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: file.path + suffix)
        }
    }
}
