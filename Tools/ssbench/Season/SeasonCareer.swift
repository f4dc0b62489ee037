import CareerUseCases
import DataManaging
import Foundation
import Persistence

/// The careers the season figures play: one created the way the game creates one, then copied before
/// each timed round so every round starts from the first match day.
struct SeasonCareer {
    static let worldSeed: UInt64 = 20_260_801
    static let templateSlot = "season-template"

    let directory: URL
    let manager: SQLiteDataManager

    static func make(in directory: URL) async throws -> SeasonCareer {
        let manager = SQLiteDataManager(dataDirectory: directory)
        let preview = try await manager.worldPreview(seed: worldSeed)
        guard let club = preview.allClubs.first else { throw BenchmarkError("the generated world has no clubs") }
        _ = try await manager.createNewCareer(CreateNewCareerRequest(
            coachFirstName: "Bench", coachLastName: "Mark", teamId: club.teamId, worldSeed: worldSeed,
            slot: templateSlot))
        return SeasonCareer(directory: directory, manager: manager)
    }

    /// A fresh copy of career `source` (the template unless named; of `origin`'s folder if given) under `slot`,
    /// replacing an earlier copy. The
    /// manager keeps `source` open, so its latest days may still be in its write-ahead log: that is copied too,
    /// and the copy's first open folds it in.
    func copy(as slot: String, from source: String = templateSlot, in origin: SeasonCareer? = nil) throws {
        let files = FileManager.default
        let target = CareerDatabase.fileURL(slot: slot, in: directory).path
        let origin = CareerDatabase.fileURL(slot: source, in: (origin ?? self).directory).path
        for suffix in ["", "-wal", "-shm"] { try? files.removeItem(atPath: target + suffix) }
        for suffix in ["", "-wal"] where files.fileExists(atPath: origin + suffix) {
            try files.copyItem(atPath: origin + suffix, toPath: target + suffix)
        }
    }
}
