@testable import CareerUseCases
import DataManaging
import Economy
import Foundation
import GameModels
@testable import Persistence
import Testing
import TestSupport

struct MarketSearchTests {
    @Test func theMarketIsEveryoneStillPlayingButTheUsersOwnBestFirst() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            try career.edit { db in
                try db.execute(sql: "UPDATE player SET teamId = NULL WHERE id = (SELECT id FROM player WHERE teamId != ? "
                    + "ORDER BY overall DESC LIMIT 1 OFFSET 3)", arguments: [career.userTeamId])
                try db.execute(sql: "UPDATE player SET teamId = NULL, retiredSeason = 2025 WHERE id = (SELECT id FROM "
                    + "player WHERE teamId != ? ORDER BY overall DESC LIMIT 1)", arguments: [career.userTeamId])
            }
            let all = try await career.manager.searchMarket(careerId: TransferCareer.slot,
                                                            query: MarketQuery(limit: 100_000))
            let active = try career.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player WHERE retiredSeason IS NULL AND "
                    + "(teamId IS NULL OR teamId != ?)", arguments: [career.userTeamId])
            }
            #expect(all.count == active)
            #expect(!all.contains { $0.player.teamId == career.userTeamId })
            #expect(all.filter { $0.clubName == nil }.count == 1)
            let order = all.map { (-$0.player.ratings.overall, $0.value) }
            #expect(zip(order, order.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(all.allSatisfy { $0.value >= MarketValue.minimum && !$0.shortlisted })
        }
    }

    @Test func everyFilterNarrowsTheSearch() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let query = MarketQuery(position: .defender, ages: 20...27, minimumOverall: 55, maximumValue: 20_000_000,
                                    tier: 2, limit: 5)
            let found = try await career.manager.searchMarket(careerId: TransferCareer.slot, query: query)
            #expect(!found.isEmpty && found.count <= 5)
            #expect(found.allSatisfy { market in
                market.player.position == .defender && (20...27).contains(market.player.age)
                    && market.player.ratings.overall >= 55 && market.value <= 20_000_000 && market.tier == 2
            })
            let club = try #require(found.first?.clubName)
            let ofClub = try await career.manager.searchMarket(
                careerId: TransferCareer.slot, query: MarketQuery(club: club.uppercased()))
            #expect(!ofClub.isEmpty && ofClub.allSatisfy { $0.clubName == club })
            let wildcard = try await career.manager.searchMarket(careerId: TransferCareer.slot,
                                                                 query: MarketQuery(club: "%"))
            #expect(wildcard.isEmpty)
            let free = try await career.manager.searchMarket(careerId: TransferCareer.slot,
                                                             query: MarketQuery(freeAgentsOnly: true))
            #expect(free.allSatisfy { $0.clubName == nil })
        }
    }

    @Test func theShortlistKeepsTheOrderPlayersWereAddedIn() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            let picks = try await manager.searchMarket(careerId: TransferCareer.slot, query: MarketQuery(limit: 3))
            for pick in picks.reversed() {
                try await manager.setShortlisted(careerId: TransferCareer.slot, playerId: pick.player.id, shortlisted: true)
            }
            try await manager.setShortlisted(careerId: TransferCareer.slot, playerId: picks[2].player.id, shortlisted: true)
            var list = try await manager.shortlist(careerId: TransferCareer.slot)
            #expect(list.map(\.player.id) == picks.reversed().map(\.player.id))
            #expect(list.allSatisfy { $0.shortlisted })
            try await manager.setShortlisted(careerId: TransferCareer.slot, playerId: picks[1].player.id, shortlisted: false)
            list = try await manager.shortlist(careerId: TransferCareer.slot)
            #expect(list.map(\.player.id) == [picks[2].player.id, picks[0].player.id])
            let searched = try await manager.searchMarket(careerId: TransferCareer.slot, query: MarketQuery(limit: 3))
            #expect(searched.map(\.shortlisted) == [true, false, true])
        }
    }

    @Test func anUnknownPlayerCannotBeShortlisted() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            try await career.expectRefused(.playerNotFound("nobody")) {
                try await career.manager.setShortlisted(careerId: TransferCareer.slot, playerId: "nobody", shortlisted: true)
            }
        }
    }
}
