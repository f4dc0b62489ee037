import Foundation

/// Runs `body` with a fresh directory under the system temporary directory and removes it afterwards.
package func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SuperSoccerTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// The names of the entries in `directory`, sorted.
package func fileNames(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// The same without SQLite's write-ahead log and its index (`-wal`, `-shm`), which stand beside a career while
/// its manager holds it open for the session.
package func fileNamesBesideOpenCareers(in directory: URL) throws -> [String] {
    try fileNames(in: directory).filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
}
