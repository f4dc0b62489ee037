import Foundation
import Synchronization

/// The careers this user's game has checked in full, each with the fingerprint its file had when the game closed it
/// (having written to it only what it checked), kept in one JSON file outside the data folder (decision 38). A process
/// meeting a career whose file still has that fingerprint skips the pass over every row: nothing has written to it
/// since. Any other file — changed by another program, copied in, put in its place — is checked in full. The
/// ledger is a cache: when it cannot be read or written, every first open checks in full, as without it.
package final class CheckedCareerLedger: Sendable {
    /// What was checked of a file with `fingerprint`.
    struct Entry: Codable, Hashable, Sendable {
        let fingerprint: FileFingerprint
        let integrity: Bool
        let references: Bool
    }

    /// Past this many careers, the ledger forgets those whose files are gone.
    static let pruneAbove = 64

    private let url: URL
    private let lock = Mutex(())

    /// `url`: the ledger's JSON file; its folder is created when the first career is recorded.
    package init(url: URL) {
        self.url = url
    }

    /// The ledger of a user's game: $SUPERSOCCER_CACHE, else $XDG_CACHE_HOME/supersoccer, else ~/.cache/supersoccer.
    package static func location(environment: [String: String]) -> URL {
        let fileName = "checked-careers.json"
        if let cache = environment["SUPERSOCCER_CACHE"], !cache.isEmpty {
            return URL(fileURLWithPath: cache, isDirectory: true).appendingPathComponent(fileName)
        }
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return URL(fileURLWithPath: cacheHome, isDirectory: true).appendingPathComponent("supersoccer/" + fileName)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/supersoccer/" + fileName)
    }

    /// What was checked of the career at `careerURL`, when its file is exactly as it was then; nil otherwise.
    func checked(_ careerURL: URL) -> Entry? {
        guard let now = FileFingerprint(careerAt: careerURL) else { return nil }
        return lock.withLock { _ in
            load()[Self.key(careerURL)].flatMap { $0.fingerprint == now ? $0 : nil }
        }
    }

    /// Notes the career at `careerURL` as checked, as its file is now.
    func record(_ careerURL: URL, integrity: Bool, references: Bool) {
        guard let now = FileFingerprint(careerAt: careerURL) else { return }
        let entry = Entry(fingerprint: now, integrity: integrity, references: references)
        lock.withLock { _ in
            var entries = load()
            guard entries[Self.key(careerURL)] != entry else { return }
            entries[Self.key(careerURL)] = entry
            if entries.count > Self.pruneAbove {
                entries = entries.filter { FileManager.default.fileExists(atPath: $0.key) }
            }
            save(entries)
        }
    }

    private static func key(_ careerURL: URL) -> String {
        careerURL.standardizedFileURL.path
    }

    private func load() -> [String: Entry] {
        guard let data = try? Data(contentsOf: url) else { return [:] }
        return (try? JSONDecoder().decode([String: Entry].self, from: data)) ?? [:]
    }

    /// Replaces the file whole (written beside it, then renamed), so another process never reads half of it.
    private func save(_ entries: [String: Entry]) {
        guard let data = try? JSONEncoder().encode(entries) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}
