import CareerSaves
import DataManaging
import Foundation
import Persistence
import TestSupport
import Testing

@Suite("Export and import mid-window")
struct TransferRoundTripTests {
    @Test("a career exported with open bids, an agreed fee and a shortlist imports and goes on trading")
    func theMarketTravelsWithTheSave() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        let manager = fixture.manager
        try await playAsManager(manager, careerId: "ada", days: 2)
        let open = try await manager.incomingBids(careerId: "ada").filter { $0.status == .open }
        try #require(!open.isEmpty, "no club bid for the user's players in two window days")
        let picks = try await manager.searchMarket(careerId: "ada", query: MarketQuery(tier: 2, limit: 2))
        for pick in picks {
            try await manager.setShortlisted(careerId: "ada", playerId: pick.player.id, shortlisted: true)
        }
        var agreed: String?
        let budget = try await manager.transferMarketStatus(careerId: "ada").transferBudget
        for candidate in try await manager.searchMarket(careerId: "ada", query: MarketQuery(
            position: .midfielder, maximumValue: budget / 2, tier: 2, limit: 10)) where agreed == nil {
            let answer = try await manager.makeBid(careerId: "ada", playerId: candidate.player.id,
                                                   fee: candidate.value * 16 / 10)
            if case .accepted = answer { agreed = candidate.player.id }
        }
        let agreedId = try #require(agreed, "no club agreed a fee")
        let status = try await manager.transferMarketStatus(careerId: "ada")
        let shortlist = try await manager.shortlist(careerId: "ada")
        let bids = try await manager.incomingBids(careerId: "ada")

        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let file = fixture.saveFile("ada.sssave")
        _ = try saves.export(slot: "ada", to: file, level: 6)
        _ = try saves.importSave(file, as: "copy", replace: false)

        #expect(try await manager.transferMarketStatus(careerId: "copy") == status)
        #expect(try await manager.shortlist(careerId: "copy") == shortlist)
        #expect(try await manager.incomingBids(careerId: "copy") == bids)
        let demand = try await manager.signingDemand(careerId: "copy", playerId: agreedId)
        guard case .signed = try await manager.offerContract(careerId: "copy", playerId: agreedId, offer: demand) else {
            Issue.record("the agreed player turned down his demand after the import")
            return
        }
        let answered = try await manager.answerBid(careerId: "copy", bidId: open[0].id, reply: .reject)
        #expect(answered.status == .rejected)
        // The window's last day: what is still open expires.
        _ = try await manager.advance(careerId: "copy", .matchDays(1))
        let after = try await manager.incomingBids(careerId: "copy")
        #expect(after.first { $0.id == open[0].id }?.status == .rejected)
        #expect(!after.contains { $0.status == .open })
        #expect(after.contains { $0.status == .expired } == (open.count > 1))
    }
}
