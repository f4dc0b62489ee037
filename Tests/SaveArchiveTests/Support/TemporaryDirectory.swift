import Foundation

/// A fresh directory per test, removed when the test lets go of it.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("SaveArchiveTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Every name in the directory, hidden temp and backup files included.
    func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

extension URL {
    /// Writes `bytes` here and returns the URL.
    func writing(_ bytes: some Sequence<UInt8>) throws -> URL {
        try Data(bytes).write(to: self)
        return self
    }
}
