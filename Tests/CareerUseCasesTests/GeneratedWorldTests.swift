@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import Persistence
import Testing
import TestSupport
import WorldGenerator

/// End to end with the real generator and the public initializer.
struct GeneratedWorldTests {
    @Test func careerInAGeneratedWorldStoresTheWholeWorld() async throws {
        try await withTemporaryDirectory { directory throws in
            let seed: UInt64 = 20_260_701
            let world = WorldGenerator().generate(seed: seed)
            let manager = SQLiteDataManager(dataDirectory: directory)

            let preview = try await manager.worldPreview(seed: seed)
            #expect(preview.divisions.map(\.tier) == preview.divisions.map(\.tier).sorted())
            #expect(preview.allClubs.count == world.teams.count)
            let club = try #require(preview.divisions.last?.clubs.first)

            let result = try await manager.createNewCareer(CreateNewCareerRequest(
                coachFirstName: "Ada", coachLastName: "Lovelace", teamId: club.teamId, worldSeed: seed))
            #expect(result.career.id == "career-1")
            #expect(result.summary.clubName == club.name)
            #expect(try await manager.careerSummary(careerId: "career-1") == result.summary)
            #expect(try await manager.listCareers() == [CareerSlot(slot: "career-1", status: .ready(result.summary))])

            let details = try await manager.teamDetails(careerId: "career-1", teamId: club.teamId)
            #expect(details.coach?.fullName == "Ada Lovelace")
            #expect(Set(details.players) == Set(world.players.filter { $0.teamId == club.teamId }))
            #expect(TeamStrength.rating(of: details.players) == club.strength)
            #expect(try fileNamesBesideOpenCareers(in: directory) == ["career-1.sqlite"])
        }
    }
}
