import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The hidden names of the files an export or import keeps beside its target while it runs:
/// `.<target>.<kind>-<pid>-<UUID>`. The pid says whose file it is, so a later run can tell the files of
/// a killed process (to clean up, or to finish its replace) from those of one still at work.
struct WorkFileName: Equatable {
    enum Kind: String, CaseIterable {
        case snapshot, partial, staging = "import", backup
    }

    let target: String
    let kind: Kind
    let pid: pid_t
    /// The name of the database itself, without the journal suffix the parsed name may have had.
    let mainFileName: String

    /// A new name of this process for `kind` work on `target`, in `directory`.
    static func make(_ kind: Kind, for target: String, in directory: URL) -> URL {
        directory.appendingPathComponent(".\(target).\(kind.rawValue)-\(getpid())-\(UUID().uuidString)")
    }

    /// Reads a file name written by `make`, with or without an SQLite journal suffix; nil for any other name.
    init?(parsing fileName: String) {
        var name = Substring(fileName)
        if let suffix = SQLiteFiles.sidecarSuffixes.first(where: { name.hasSuffix($0) }) {
            name = name.dropLast(suffix.count)
        }
        mainFileName = String(name)
        let uuidLength = 36
        guard name.first == ".", name.count > uuidLength + 1,
              UUID(uuidString: String(name.suffix(uuidLength))) != nil else { return nil }
        name = name.dropFirst().dropLast(uuidLength)
        guard name.last == "-" else { return nil }
        name = name.dropLast()
        guard let dash = name.lastIndex(of: "-"), let pid = pid_t(name[name.index(after: dash)...]), pid > 0 else {
            return nil
        }
        name = name[..<dash]
        guard let dot = name.lastIndex(of: "."), let kind = Kind(rawValue: String(name[name.index(after: dot)...])),
              dot > name.startIndex else { return nil }
        target = String(name[..<dot])
        self.kind = kind
        self.pid = pid
    }

    /// Whether the process that named the file is gone. A pid taken again by another process keeps its
    /// files a while longer, which is safe; a process of another user still counts as running (EPERM).
    var ownerIsGone: Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }
}
