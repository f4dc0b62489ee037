@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// Issue #42: after winning promotion the board offered a job at a club of the tier just left. The offers of a strong
/// season come from the ladder of the season to come.
struct SeasonEndOffersTests {
    @Test func aPromotedClubsCoachIsOfferedNoClubOfTheTierItLeft() async throws {
        try await withTemporaryDirectory { directory in
            let manager = seasonManager(directory)
            _ = try await manager.createNewCareer(CreateNewCareerRequest(
                coachFirstName: "Ada", coachLastName: "Lovelace", teamId: "t-jackals", worldSeed: SeasonWorld.seed,
                slot: "owls"))
            _ = try await manager.advance(careerId: "owls", .matchDays(1))
            let queue = try ruleCheckingQueue(CareerDatabase.fileURL(slot: "owls", in: directory))
            let offered: [String] = try await queue.write { db in
                let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
                let players = try SeasonStore.clubPlayers(in: db).map(PlayerTransformer.model(from:))
                let table = { (order: [String]) in
                    order.enumerated().map { Standing(position: $0.offset + 1,
                                                      record: TeamStats(teamId: $0.element, seasonId: context.season.id)) }
                }
                // The weakest club of the second tier wins it and goes up in place of the top tier's last.
                let standings = ["d1": table(["t-owls", "t-badgers", "t-cranes", "t-dingos"]),
                                 "d2": table(["t-jackals", "t-eels", "t-ferrets", "t-geckos", "t-herons", "t-ibis"])]
                let moved = ["t-jackals": "d1", "t-dingos": "d2"]
                let next = context.teams.map { team in
                    Team(id: team.id, infoId: team.infoId, divisionId: moved[team.id] ?? team.divisionId,
                         coachId: team.coachId, budget: team.budget)
                }
                try BoardKeeper.judgeSeason(standings: standings, players: players, nextTeams: next, context: context,
                                            in: db)
                return try BoardStore.offers(in: db).map(\.teamId)
            }
            #expect(offered.count == 2)
            #expect(Set(offered).isSubset(of: ["t-owls", "t-badgers", "t-cranes"]), "\(offered)")
        }
    }
}
