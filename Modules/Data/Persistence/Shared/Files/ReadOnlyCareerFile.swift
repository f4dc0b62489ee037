import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether a career file may only be read: the user cannot write it or its folder (where SQLite keeps the
/// write-ahead log and its index), or has taken every write bit away from either (which counts even for root,
/// who could write it anyway: the player asked for it to stay as it is).
enum ReadOnlyCareerFile {
    static func isReadOnly(_ url: URL) -> Bool { reason(url) != nil }

    /// Why the career at `url` cannot be written, for the refusal of a write; nil when it can.
    package static func reason(_ url: URL) -> String? {
        if cannotWrite(url.path) { return "its file cannot be written" }
        if folderIsReadOnly(url) { return "its folder cannot be written" }
        return nil
    }

    static func folderIsReadOnly(_ url: URL) -> Bool {
        cannotWrite(url.deletingLastPathComponent().path)
    }

    private static func cannotWrite(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return access(path, W_OK) != 0 || info.st_mode & 0o222 == 0
    }
}
