@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import Persistence
import Testing
import TestSupport
import WorldGenerator

/// Season play end to end in a generated world, through the public initializer.
struct GeneratedSeasonTests {
    @Test func firstMatchDaysOfAGeneratedPyramid() async throws {
        try await withTemporaryDirectory { directory throws in
            let seed: UInt64 = 20_260_702
            let world = WorldGenerator().generate(seed: seed)
            let manager = SQLiteDataManager(dataDirectory: directory)
            let club = try #require(world.teams.first { $0.divisionId == world.divisions.last?.id })
            _ = try await manager.createNewCareer(CreateNewCareerRequest(
                coachFirstName: "Ada", coachLastName: "Lovelace", teamId: club.id, worldSeed: seed, slot: "gen"))

            let clubsPerDivision = world.divisions.sorted { $0.tier < $1.tier }.map { division in
                world.teams.filter { $0.divisionId == division.id }.count
            }
            let preview = try await manager.nextMatchDay(careerId: "gen")
            #expect(preview.matchCount == clubsPerDivision.reduce(0) { $0 + $1 / 2 })
            #expect(preview.userMatch?.user.teamId == club.id)

            let played = try await manager.playMatchDay(careerId: "gen", matchDay: 1,
                                                         lineUp: preview.userMatch?.user.suggestedLineUp)
            #expect(played.results.count == preview.matchCount)
            #expect(played.results.allSatisfy { $0.isPlayed })
            let advanced = try await manager.advance(careerId: "gen", .matchDays(2))
            #expect(advanced.days.map(\.matchDay) == [2, 3])
            #expect(advanced.days.allSatisfy { $0.userResult != nil })

            let overview = try await manager.leagueOverview(careerId: "gen")
            #expect(overview.nextMatchDay == 4)
            #expect(overview.divisions.map(\.table.division.tier) == [1, 2, 3, 4])
            for (division, clubs) in zip(overview.divisions, clubsPerDivision) {
                #expect(division.table.rows.count == clubs)
                #expect(division.table.rows.allSatisfy { $0.played == 3 })
                #expect(division.fixtures.count == clubs * (clubs - 1))
                #expect(!division.topScorers.isEmpty)
            }
            let scorer = try #require(overview.divisions[0].topScorers.first)
            let details = try await manager.playerDetails(careerId: "gen", playerId: scorer.playerId)
            #expect(details.currentSeason.stats.goals == scorer.goals)
            #expect(details.currentSeason.averageRating != nil)
        }
    }
}
