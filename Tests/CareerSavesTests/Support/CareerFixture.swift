import CareerUseCases
import DataManaging
import Foundation
import Persistence

/// A temporary data directory with real careers created through the game's own data manager, and a
/// folder beside it for save files; everything is removed when the fixture goes away.
final class CareerFixture {
    static let worldSeed: UInt64 = 42

    let root: URL
    let dataDirectory: URL
    let saveFolder: URL
    let manager: SQLiteDataManager

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("CareerSavesTests-\(UUID().uuidString)", isDirectory: true)
        dataDirectory = root.appendingPathComponent("data", isDirectory: true)
        saveFolder = root.appendingPathComponent("saves", isDirectory: true)
        try FileManager.default.createDirectory(at: saveFolder, withIntermediateDirectories: true)
        manager = SQLiteDataManager(dataDirectory: dataDirectory)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Starts a career in `slot`, coached by `coach`, at the `clubIndex`-th club of the world.
    @discardableResult
    func createCareer(slot: String, coach: String = "Ada", clubIndex: Int = 0) async throws -> CareerSummary {
        let clubs = try await manager.worldPreview(seed: Self.worldSeed).allClubs
        let request = CreateNewCareerRequest(coachFirstName: coach, coachLastName: "Whistle",
                                             teamId: clubs[clubIndex].teamId, worldSeed: Self.worldSeed, slot: slot)
        return try await manager.createNewCareer(request).summary
    }

    func careerFile(_ slot: String) -> URL {
        CareerDatabase.fileURL(slot: slot, in: dataDirectory)
    }

    func saveFile(_ name: String) -> URL {
        saveFolder.appendingPathComponent(name)
    }

    /// Every name in the data directory, hidden temp and backup files included.
    func dataListing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path).sorted()
    }

    func saveListing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: saveFolder.path).sorted()
    }
}

extension CareerSummary {
    /// The same career as seen from another slot (the summary names its slot).
    func inSlot(_ slot: String) -> CareerSummary {
        CareerSummary(careerId: slot, coachName: coachName, teamId: teamId, clubName: clubName,
                      divisionName: divisionName, divisionTier: divisionTier, seasonLabel: seasonLabel, date: date)
    }
}
