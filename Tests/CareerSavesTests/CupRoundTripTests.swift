import CareerSaves
import DataManaging
import Foundation
import Persistence
import TestSupport
import Testing

@Suite("Export and import mid-cup")
struct CupRoundTripTests {
    @Test("a career exported between two cup rounds imports with its cup and plays the same cup on")
    func theCupTravelsWithTheSave() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        let manager = fixture.manager
        var cup = try await manager.cup(careerId: "ada", year: nil)
        var days = 0
        // Until round 1 is played and round 2 drawn, its ties still to play.
        while cup.rounds.count < 2, days < 30 {
            _ = try await manager.advance(careerId: "ada", .matchDays(1))
            cup = try await manager.cup(careerId: "ada", year: nil)
            days += 1
        }
        try #require(cup.rounds.count == 2 && cup.rounds[1].ties.allSatisfy { !$0.isPlayed })

        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let file = fixture.saveFile("ada.sssave")
        _ = try saves.export(slot: "ada", to: file, level: 6)
        _ = try saves.importSave(file, as: "copy", replace: false)
        #expect(try await manager.cup(careerId: "copy", year: nil).rounds == cup.rounds)

        // Both play the same cup to its end: one world, one seed.
        _ = try await manager.advance(careerId: "ada", .toSeasonEnd)
        _ = try await manager.advance(careerId: "copy", .toSeasonEnd)
        let original = try await manager.cup(careerId: "ada", year: nil)
        let copy = try await manager.cup(careerId: "copy", year: nil)
        #expect(copy.rounds == original.rounds && copy.winnerTeamId != nil)
    }
}
