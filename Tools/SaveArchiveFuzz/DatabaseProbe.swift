import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
import Persistence
import PrintableText
import Synchronization
import WorldGenerator

/// Offers a changed career to the game (`FUZZ_TARGET=database`): its database edited by `DatabaseMutation` and placed
/// in the data folder, where a new session meets it as it meets any file it did not leave so — with every check import
/// runs (issue #38: `integrity_check`, schema, values, references, shape) — then lists it, shows it and plays a day.
/// The save file around a database is the `saveFile` target's; here every input goes straight to the career checks,
/// on a small career (six clubs of world 7's top tier) so that the fuzzer gets through many. Whatever the file, every
/// refusal is one printable line; a trap, or a failure that is no refusal, stops the process: a crash to the fuzzer.
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
            try FileManager.default.createDirectory(at: careers, withIntermediateDirectories: true)
            let scratch = directory.appendingPathComponent("scratch", isDirectory: true)
            let source = try Self.blocking { try await Self.makeCareer(in: scratch) }.get()
            // One file holding the whole career (its log applied), copied afresh for every input.
            let basePath = base.path
            try DatabaseQueue(path: source.path).inDatabase { db in
                try db.execute(sql: "VACUUM INTO ?", arguments: [basePath])
            }
            try? FileManager.default.removeItem(at: scratch)
            mutation = try DatabaseQueue(path: base.path).read(DatabaseMutation.init(schemaOf:))
        } catch {
            fatalError("cannot prepare the base career: \(error)")
        }
    }

    /// What became of one input, for the replay to print.
    func check(_ bytes: [UInt8]) -> String {
        let work = CareerDatabase.fileURL(slot: "fuzz", in: careers)
        do {
            for suffix in ["", "-wal", "-shm", "-journal"] {
                try? FileManager.default.removeItem(atPath: work.path + suffix)
            }
            try FileManager.default.copyItem(at: base, to: work)
            let queue = try DatabaseQueue(path: work.path)
            queue.writeWithoutTransaction { db in mutation.apply(bytes, to: db) }
            try queue.close()
        } catch {
            // An edit that leaves no database never reaches the game: nothing to check.
            return "not written: \(error)"
        }
        return play()
    }

    /// Opens the career as a new session of the game does and plays a day on it.
    private func play() -> String {
        let outcome = Self.blocking { [careers] () -> CareerSlot.Status? in
            let manager = SQLiteDataManager(dataDirectory: careers)
            let status = try await manager.listCareers().first?.status
            guard case .ready? = status else { return status }
            _ = try await manager.careerSummary(careerId: "fuzz")
            _ = try await manager.leagueOverview(careerId: "fuzz")
            _ = try await manager.inboxPage(careerId: "fuzz", filter: .all, offset: 0, limit: 50)
            _ = try await manager.finances(careerId: "fuzz")
            _ = try await manager.advance(careerId: "fuzz", .matchDays(1))
            // What the day wrote must open again in the next session.
            _ = try await SQLiteDataManager(dataDirectory: careers).leagueOverview(careerId: "fuzz")
            return status
        }
        switch outcome {
        case .success(.ready?): return "accepted and played a day"
        case .success(.unreadable(let reason)?):
            // Every refusal of the listing is one printable line too.
            requireOneLine(reason, "the listing")
            return "refused when listed: \(reason)"
        case .success: return "not listed"
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

    /// A career of six clubs of world 7's top tier (its cup of those clubs), two match days in: the smaller the
    /// career, the more inputs a second reach the checks and a played day.
    private static func makeCareer(in careers: URL) async throws -> URL {
        let manager = SQLiteDataManager(dataDirectory: careers, worldSource: { topTier(of: WorldGenerator().generate(seed: $0)) })
        let club = try await manager.worldPreview(seed: 7).allClubs[0]
        _ = try await manager.createNewCareer(CreateNewCareerRequest(
            coachFirstName: "Fuzz", coachLastName: "Coach", teamId: club.teamId, worldSeed: 7, slot: "base"))
        _ = try await manager.advance(careerId: "base", .matchDays(2))
        return CareerDatabase.fileURL(slot: "base", in: careers)
    }

    private static func topTier(of world: World) -> World {
        let divisions = world.divisions.filter { $0.tier == 1 }
        let teams = Array(world.teams.filter { team in divisions.contains { $0.id == team.divisionId } }.prefix(6))
        let teamIds = Set(teams.map(\.id))
        return World(seed: world.seed, league: world.league, divisions: divisions,
                     teamInfos: world.teamInfos.filter { info in teams.contains { $0.infoId == info.id } }, teams: teams,
                     coaches: world.coaches.filter { $0.teamId.map(teamIds.contains) ?? false },
                     players: world.players.filter { $0.teamId.map(teamIds.contains) ?? false },
                     season: world.season, startDate: world.startDate)
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
