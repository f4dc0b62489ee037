@testable import CareerUseCases
import DataManaging
import GameModels
@testable import Persistence
import Testing
import TestSupport

struct WorldPreviewTests {
    @Test func divisionsComeByTierWithTheirClubsByName() {
        let preview = WorldPreviewBuilder.preview(of: FixtureWorld.world)
        #expect(preview.seed == FixtureWorld.seed)
        #expect(preview.leagueName == "Fixture League")
        #expect(preview.divisions.map(\.divisionId) == ["d1", "d2"])
        #expect(preview.divisions.map(\.tier) == [1, 2])
        #expect(preview.divisions[0].clubs.map(\.name) == ["Badger Rovers", "Owls Athletic"])
        #expect(preview.divisions[1].clubs.map(\.teamId) == ["t-newts", "t-yaks"])
    }

    @Test func clubStrengthIsTheRatingOfItsOwnSquad() {
        let preview = WorldPreviewBuilder.preview(of: FixtureWorld.world)
        for club in preview.allClubs {
            let squad = FixtureWorld.players.filter { $0.teamId == club.teamId }
            #expect(club.strength == TeamStrength.rating(of: squad))
            #expect(club.strength > 0)
        }
        let owls = preview.allClubs.first { $0.teamId == "t-owls" }
        #expect(owls == WorldPreview.Club(teamId: "t-owls", name: "Owls Athletic", shortName: "OWL", city: "Hootham",
                                          strength: TeamStrength.rating(of: FixtureWorld.players.filter {
                                              $0.teamId == "t-owls"
                                          })))
    }

    @Test func managerPreviewsTheWorldOfTheSeed() async throws {
        try await withTemporaryDirectory { directory throws in
            let preview = try await fixtureManager(directory).worldPreview(seed: FixtureWorld.seed)
            #expect(preview == WorldPreviewBuilder.preview(of: FixtureWorld.world))
            #expect(try fileNames(in: directory).isEmpty)
        }
    }
}
