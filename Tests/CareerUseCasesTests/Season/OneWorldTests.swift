@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
@testable import Persistence
import SeasonEngine
import Testing
import TestSupport
import WorldGenerator

/// A career nobody touches plays the world of `simulate`: `advance` lets the assistant run the user's club as
/// the computer runs every other, and both play every week through `PyramidWeek` with the same seeds.
struct OneWorldTests {
    @Test(arguments: [(UInt64(4242), "Muddyborough Rovers"), (UInt64(7), "Bumblebridge City")])
    func threeAdvancedSeasonsEndInSimulatesTables(seed: UInt64, club: String) async throws {
        let world = WorldGenerator().generate(seed: seed)
        let info = try #require(world.teamInfos.first { $0.name == club })
        let team = try #require(world.teams.first { $0.infoId == info.id })
        let summary = SeasonSimulation.simulate(world: world, seasons: 3, seed: seed)
        let simulated = summary.tables
        try await withTemporaryDirectory { directory throws in
            let manager = SQLiteDataManager(dataDirectory: directory, worldSource: { _ in world })
            _ = try await manager.createNewCareer(CreateNewCareerRequest(
                coachFirstName: "Ada", coachLastName: "Whistle", teamId: team.id, worldSeed: seed, slot: "one"))
            let advanced = try await manager.advance(careerId: "one", .seasons(3))
            #expect(advanced.seasonEnds.count == 3)
            #expect(simulated.count == 3 * world.divisions.count)
            for table in simulated {
                let season = try await manager.seasonTables(careerId: "one", year: table.year)
                let rows = try #require(season.tables.first { $0.division.tier == table.division }).rows
                #expect(rows.map(\.clubName) == table.clubs, "season \(table.year), tier \(table.division)")
                #expect(rows.map(\.points) == table.points, "season \(table.year), tier \(table.division)")
            }
            // The cup too: every tie, with the same clubs and results, and the same winner.
            #expect(summary.cups.count == 3)
            for simulatedCup in summary.cups {
                let cup = try await manager.cup(careerId: "one", year: simulatedCup.year)
                let ties = cup.rounds.flatMap(\.ties).sorted { ($0.round, $0.id) < ($1.round, $1.id) }
                #expect(ties.map { "\(cup.name(of: $0.homeTeamId)) \($0.homeGoals ?? -1)-\($0.awayGoals ?? -1) "
                                   + "\(cup.name(of: $0.awayTeamId))" }
                        == simulatedCup.ties.map { "\($0.home) \($0.homeGoals ?? -1)-\($0.awayGoals ?? -1) \($0.away)" },
                        "cup \(simulatedCup.year)")
                #expect(cup.winnerTeamId.map(cup.name(of:)) == simulatedCup.winner)
                #expect(simulatedCup.winner != nil)
            }
        }
    }
}
