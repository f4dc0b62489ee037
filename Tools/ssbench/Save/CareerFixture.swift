import CareerUseCases
import DataManaging
import Foundation
import Persistence

/// The career the save figures are measured on: a generated world started the way the game starts
/// one, then grown by `seasons` past seasons of results.
enum CareerFixture {
    static let slot = "bench"
    static let worldSeed: UInt64 = 20_260_801

    static func make(in directory: URL, seasons: Int) async throws -> URL {
        let manager = SQLiteDataManager(dataDirectory: directory)
        let preview = try await manager.worldPreview(seed: worldSeed)
        guard let club = preview.allClubs.first else { throw BenchmarkError("the generated world has no clubs") }
        _ = try await manager.createNewCareer(CreateNewCareerRequest(
            coachFirstName: "Bench", coachLastName: "Mark", teamId: club.teamId, worldSeed: worldSeed, slot: slot))
        let career = CareerDatabase.fileURL(slot: slot, in: directory)
        try CareerHistoryWriter.appendSeasons(seasons, to: career, seed: worldSeed)
        return career
    }
}
