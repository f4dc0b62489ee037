import CareerSaves
import CareerUseCases
import DataManaging
import Foundation
import GRDB
import Persistence
import PrintableText
import SaveArchive
import Synchronization

/// Offers a changed career the whole way in (`FUZZ_TARGET=database`): its database edited by `DatabaseMutation`,
/// packed as a sound save (valid checksums, no content check on the way), imported as the game imports, and when
/// accepted opened as a new session opens it — listed, shown, a day played. Whatever the file, every refusal is one
/// printable line; a trap, or a failure that is no refusal, stops the process: a crash to the fuzzer.
final class DatabaseProbe: Sendable {
    static let shared = DatabaseProbe()

    let directory: URL
    private let base: URL
    private let careers: URL
    private let mutation: DatabaseMutation

    private init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("CareerDatabaseFuzz-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        careers = directory.appendingPathComponent("careers", isDirectory: true)
        base = directory.appendingPathComponent("base.sqlite")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let source = try Self.blocking { [careers] in try await Self.makeCareer(in: careers) }.get()
            // One file holding the whole career (its log applied), copied afresh for every input.
            let basePath = base.path
            try DatabaseQueue(path: source.path).inDatabase { db in
                try db.execute(sql: "VACUUM INTO ?", arguments: [basePath])
            }
            mutation = try DatabaseQueue(path: base.path).read(DatabaseMutation.init(schemaOf:))
        } catch {
            fatalError("cannot prepare the base career: \(error)")
        }
    }

    /// What became of one input, for the replay to print.
    func check(_ bytes: [UInt8]) -> String {
        let work = directory.appendingPathComponent("work.sqlite")
        let save = directory.appendingPathComponent("work.sssave")
        defer { try? FileManager.default.removeItem(at: save) }
        do {
            try? FileManager.default.removeItem(at: work)
            try FileManager.default.copyItem(at: base, to: work)
            let queue = try DatabaseQueue(path: work.path)
            queue.writeWithoutTransaction { db in mutation.apply(bytes, to: db) }
            try queue.close()
            let summary = (try? SaveSummary.ofCareer(at: work))
                ?? SaveSummary(coach: "Fuzz Coach", club: "Fuzz", season: "2026/27", date: "2026-08-01")
            let careless = SaveArchivePolicy(applicationID: CareerDatabase.applicationID,
                                             currentSchemaVersion: CareerDatabase.schemaVersion)
            _ = try SaveArchive.export(database: work, to: save, level: 1, policy: careless) { _ in summary }
        } catch {
            // An edit that leaves no database to pack never reaches the game: nothing to check.
            return "not packed: \(error)"
        }
        do {
            _ = try CareerSaves(dataDirectory: careers).importSave(save, as: "fuzz", replace: true)
        } catch {
            requireOneLine(error.message, "import")
            return "refused at import: \(error.message)"
        }
        return play()
    }

    /// Opens the imported career as a new session of the game does and plays a day on it.
    private func play() -> String {
        let outcome = Self.blocking { [careers] in
            let manager = SQLiteDataManager(dataDirectory: careers)
            _ = try await manager.listCareers()
            _ = try await manager.careerSummary(careerId: "fuzz")
            _ = try await manager.leagueOverview(careerId: "fuzz")
            _ = try await manager.inboxPage(careerId: "fuzz", filter: .all, offset: 0, limit: 50)
            _ = try await manager.finances(careerId: "fuzz")
            _ = try await manager.advance(careerId: "fuzz", .matchDays(1))
            // What the day wrote must open again in the next session.
            _ = try await SQLiteDataManager(dataDirectory: careers).leagueOverview(careerId: "fuzz")
        }
        switch outcome {
        case .success: return "accepted and played a day"
        case .failure(let error as DataError):
            requireOneLine(error.message, "the game")
            return "refused in the game: \(error.message)"
        case .failure(let error):
            fatalError("the game failed with what is no refusal: \(error)")
        }
    }

    private func requireOneLine(_ message: String, _ place: String) {
        if message.isEmpty || message.contains("\n") || PrintableText.containsForbidden(message) {
            fatalError("\(place) refused in a message that is no printable line: \(message.debugDescription)")
        }
    }

    private static func makeCareer(in careers: URL) async throws -> URL {
        let manager = SQLiteDataManager(dataDirectory: careers)
        let club = try await manager.worldPreview(seed: 7).allClubs[0]
        _ = try await manager.createNewCareer(CreateNewCareerRequest(
            coachFirstName: "Fuzz", coachLastName: "Coach", teamId: club.teamId, worldSeed: 7, slot: "base"))
        _ = try await manager.advance(careerId: "base", .matchDays(2))
        return CareerDatabase.fileURL(slot: "base", in: careers)
    }

    /// Runs async work to its end from libFuzzer's synchronous entry.
    private static func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) -> Result<T, any Error> {
        let result = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let outcome: Result<T, any Error>
            do { outcome = .success(try await work()) } catch { outcome = .failure(error) }
            result.withLock { $0 = outcome }
            done.signal()
        }
        done.wait()
        return result.withLock { $0 } ?? .failure(CancellationError())
    }
}
