import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether a career file may only be read: the user cannot write it, or has taken every write bit away
/// (which counts even for root, who could write it anyway: the player asked for it to stay as it is).
enum ReadOnlyCareerFile {
    static func isReadOnly(_ url: URL) -> Bool {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return false }
        return access(url.path, W_OK) != 0 || info.st_mode & 0o222 == 0
    }
}
