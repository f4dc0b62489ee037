@testable import CareerUseCases
import DataManaging
import Foundation
@testable import Persistence
import Testing
import TestSupport

struct TransferOwnBidsTests {
    private let slot = TransferCareer.slot

    @Test func theUsersBidsListAnAgreedFeeUntilItIsSpentNewestFirst() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            #expect(try await manager.ownBids(careerId: slot).isEmpty)
            let (target, fee) = try await career.agreedTarget()
            let other = try #require(try await manager.searchMarket(careerId: slot, query: MarketQuery(
                position: .forward, tier: 2, limit: 1)).first)
            guard case .rejected = try await manager.makeBid(careerId: slot, playerId: other.player.id, fee: 1) else {
                Issue.record("a club sold a player for £1")
                return
            }

            let bids = try await manager.ownBids(careerId: slot)
            #expect(bids.map(\.player.id) == [other.player.id, target.player.id])
            #expect(bids.map(\.status) == [.rejected, .accepted] && bids.map(\.fee) == [1, fee])
            let summary = try await manager.careerSummary(careerId: slot)
            #expect(bids.allSatisfy { $0.biddingClubName == summary.clubName })
            #expect(bids.last?.sellingClubName == target.clubName)
            // Another club's bids for his players are not his.
            #expect(try await manager.incomingBids(careerId: slot).allSatisfy { !bids.contains($0) })

            let demand = try await manager.signingDemand(careerId: slot, playerId: target.player.id)
            guard case .signed = try await manager.offerContract(careerId: slot, playerId: target.player.id,
                                                                 offer: demand) else {
                Issue.record("he turned down his own demand")
                return
            }
            #expect(try await manager.ownBids(careerId: slot).map(\.player.id) == [other.player.id])
        }
    }
}
