@testable import CareerUseCases
import DataManaging
import Economy
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport
import TransferMarket

struct TransferBidTests {
    private let slot = TransferCareer.slot

    @Test func badBidsAreRefusedAndWriteNothing() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            let status = try await manager.transferMarketStatus(careerId: slot)
            guard case .open = status.window else { Issue.record("the pre-season window is shut"); return }
            let target = try await career.target(maximumValue: status.transferBudget)
            let own = try #require(try await manager.teamDetails(careerId: slot, teamId: career.userTeamId).players.first)
            try await career.expectRefused(.playerNotFound("nobody")) {
                _ = try await manager.makeBid(careerId: slot, playerId: "nobody", fee: 1_000)
            }
            try await career.expectRefused(.transferRefused("a fee must be between £1 and £300,000,000, not -£5")) {
                _ = try await manager.makeBid(careerId: slot, playerId: target.player.id, fee: -5)
            }
            try await career.expectRefused(
                .transferRefused("a fee must be between £1 and £300,000,000, not £400,000,000")) {
                _ = try await manager.makeBid(careerId: slot, playerId: target.player.id, fee: 400_000_000)
            }
            let tooMuch = status.transferBudget + 1_000
            try await career.expectRefused(.transferRefused(
                "the board allows \(Pounds.text(status.transferBudget)) for fees, not \(Pounds.text(tooMuch))")) {
                _ = try await manager.makeBid(careerId: slot, playerId: target.player.id, fee: tooMuch)
            }
            try await career.expectRefused(.transferRefused(
                "\(own.fullName) already plays for \(try await manager.careerSummary(careerId: slot).clubName)")) {
                _ = try await manager.makeBid(careerId: slot, playerId: own.id, fee: 1_000)
            }
            try career.edit { db in
                try db.execute(sql: "UPDATE player SET teamId = NULL WHERE id = ?", arguments: [target.player.id])
            }
            try await career.expectRefused(.transferRefused(
                "\(target.player.fullName) is a free agent: no fee is owed, offer him a contract")) {
                _ = try await manager.makeBid(careerId: slot, playerId: target.player.id, fee: 1_000)
            }
        }
    }

    @Test func aFullSquadCannotBidAndOutsideAWindowNobodyCan() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            let target = try await career.target(maximumValue: 5_000_000)
            let sellerId = try #require(target.player.teamId)
            try career.edit { db in
                try db.execute(sql: """
                    UPDATE player SET teamId = ?1 WHERE id IN (SELECT id FROM player WHERE teamId != ?1 AND teamId != ?2
                    LIMIT 32 - (SELECT COUNT(*) FROM player WHERE teamId = ?1))
                    """, arguments: [career.userTeamId, sellerId])
            }
            try await career.expectRefused(.transferRefused("the squad is full at 32 players: sell or release one first")) {
                _ = try await manager.makeBid(careerId: slot, playerId: target.player.id, fee: target.value)
            }
            _ = try await manager.advance(careerId: slot, .matchDays(3))
            let status = try await manager.transferMarketStatus(careerId: slot)
            guard case .closed(let next, let opens?) = status.window else {
                Issue.record("the window is still open after three match days: \(status.window)")
                return
            }
            try await career.expectRefused(.transferRefused("the transfer window is shut: a bid must wait for the "
                + "\(next.lowercased()), which opens before match day \(opens)")) {
                _ = try await manager.makeBid(careerId: slot, playerId: target.player.id, fee: target.value)
            }
        }
    }

    @Test func anAgreedFeeAndASignedContractMoveThePlayerAndTheMoneyTogether() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            let (target, fee) = try await career.agreedTarget()
            let player = target.player
            let sellerId = try #require(player.teamId)
            try await manager.setShortlisted(careerId: slot, playerId: player.id, shortlisted: true)
            let before = try await manager.finances(careerId: slot)
            let sellerBefore = try career.read { try FinanceStore.balance(teamId: sellerId, in: $0) }

            let demand = try await manager.signingDemand(careerId: slot, playerId: player.id)
            let low = DataManaging.ContractOffer(weeklyWage: max(100, demand.weeklyWage / 2), seasons: demand.seasons)
            let untouched = try DatabaseContents(of: career.file)
            guard case .rejected(let reason) = try await manager.offerContract(careerId: slot, playerId: player.id,
                                                                               offer: low) else {
                Issue.record("he signed for half his demand")
                return
            }
            #expect(reason.contains("wants at least"))
            #expect(try DatabaseContents(of: career.file) == untouched)
            try await career.expectRefused(.transferRefused("a weekly wage must be £100–£1,000,000, not £5,000,000")) {
                _ = try await manager.offerContract(careerId: slot, playerId: player.id,
                                                   offer: DataManaging.ContractOffer(weeklyWage: 5_000_000, seasons: 3))
            }
            try await career.expectRefused(.transferRefused("a contract runs 1–5 seasons, not 9")) {
                _ = try await manager.offerContract(careerId: slot, playerId: player.id,
                                                   offer: DataManaging.ContractOffer(weeklyWage: demand.weeklyWage, seasons: 9))
            }

            guard case .signed(let line) = try await manager.offerContract(careerId: slot, playerId: player.id,
                                                                           offer: demand) else {
                Issue.record("he turned down his own demand")
                return
            }
            let summary = try await manager.careerSummary(careerId: slot)
            #expect(line.playerId == player.id && line.fee == fee && line.toClubName == summary.clubName)
            #expect(line.fromClubName == target.clubName && line.weeklyWage == demand.weeklyWage)
            let after = try await manager.finances(careerId: slot)
            #expect(after.balance == before.balance - fee)
            #expect(after.totals.contains(MoneyMovement(kind: .transferFees, amount: fee)))
            #expect(try career.read { try FinanceStore.balance(teamId: sellerId, in: $0) } == sellerBefore + fee)
            let stored = try #require(try StoredSeason(slot: slot, in: directory).players.first { $0.id == player.id })
            #expect(stored.teamId == career.userTeamId && stored.weeklyWage == demand.weeklyWage)
            let year = try career.read { try Int.fetchOne($0, sql: "SELECT MAX(year) FROM season") }
            #expect(stored.contractEndSeason == (year ?? 0) + demand.seasons)
            #expect(try await manager.transferPage(careerId: slot, seasonYear: nil, offset: 0,
                                                         limit: TransferPage.maximumLimit).lines == [line])
            #expect(try await manager.shortlist(careerId: slot).isEmpty)
            let message = try #require(try await manager.inboxMessages(careerId: slot).first)
            #expect(message.kind == .transfer && message.playerId == player.id)
            // The fee is spent: a second contract needs a second bid.
            await #expect(throws: DataError.transferRefused("\(player.fullName) already plays for \(summary.clubName)")) {
                _ = try await manager.signingDemand(careerId: slot, playerId: player.id)
            }
            // Booked in the coming week.
            _ = try await manager.advance(careerId: slot, .matchDays(1))
            let week = try #require(try await manager.finances(careerId: slot).weeks.first)
            #expect(week.movements.contains(MoneyMovement(kind: .transferFees, amount: fee)))
        }
    }

    @Test func aPlayerWhoHasGoneSinceTheFeeWasAgreedCannotBeSigned() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let (target, _) = try await career.agreedTarget()
            let elsewhere = try career.read { db in
                try String.fetchOne(db, sql: "SELECT id FROM team WHERE id NOT IN (?, ?) LIMIT 1",
                                    arguments: [career.userTeamId, target.player.teamId])
            }
            try career.edit { db in
                try db.execute(sql: "UPDATE player SET teamId = ? WHERE id = ?", arguments: [elsewhere, target.player.id])
            }
            let details = try await career.manager.playerDetails(careerId: slot, playerId: target.player.id)
            try await career.expectRefused(.transferRefused("\(target.player.fullName) has joined "
                + "\(try #require(details.clubName)) since the fee was agreed: bid again")) {
                _ = try await career.manager.offerContract(careerId: slot, playerId: target.player.id,
                                                           offer: DataManaging.ContractOffer(weeklyWage: 10_000, seasons: 3))
            }
        }
    }

    @Test func aFreeAgentSignsAtAnyTimeForNoFee() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            _ = try await manager.advance(careerId: slot, .matchDays(4))
            let target = try await career.target(maximumValue: 2_000_000)
            try career.edit { db in
                try db.execute(sql: "UPDATE player SET teamId = NULL WHERE id = ?", arguments: [target.player.id])
            }
            let balance = try await manager.finances(careerId: slot).balance
            let demand = try await manager.signingDemand(careerId: slot, playerId: target.player.id)
            guard case .signed(let line) = try await manager.offerContract(careerId: slot, playerId: target.player.id,
                                                                           offer: demand) else {
                Issue.record("the free agent turned down his demand")
                return
            }
            #expect(line.fee == 0 && line.fromClubName == nil)
            #expect(try await manager.finances(careerId: slot).balance == balance)
        }
    }

    @Test func aKeeperHisClubCannotSpareIsNotForSaleAndTheRefusalIsStored() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let budget = try await career.manager.transferMarketStatus(careerId: slot).transferBudget
            let keeper = try #require(try await career.manager.searchMarket(careerId: slot, query: MarketQuery(
                position: .goalkeeper, maximumValue: budget / 3, tier: 2, limit: 1)).first)
            let clubId = try #require(keeper.player.teamId)
            // As many keepers as a club keeps at the fewest: the others play outfield.
            try career.edit { db in
                try db.execute(sql: """
                    UPDATE player SET position = 'DF' WHERE teamId = ?1 AND position = 'GK' AND id NOT IN
                    (SELECT id FROM player WHERE teamId = ?1 AND position = 'GK' ORDER BY id = ?2 DESC, id LIMIT ?3)
                    """, arguments: [clubId, keeper.player.id, SquadLimits.minimum(of: .goalkeeper)])
            }
            let answer = try await career.manager.makeBid(careerId: slot, playerId: keeper.player.id,
                                                          fee: keeper.value * 3)
            #expect(answer == .rejected(reason: BidRefusal.positionShort.reason))
            let stored = try career.read { db in try TransferBidRecord.fetchAll(db) }
            #expect(stored.map(\.status) == ["rejected"] && stored.first?.playerId == keeper.player.id)
        }
    }

    @Test func anAgreedFeeCannotBeSpentOnceTheWindowHasShut() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let (target, _) = try await career.agreedTarget()
            try await career.expectRefused(.playerNotFound("nobody")) {
                _ = try await career.manager.signingDemand(careerId: slot, playerId: "nobody")
            }
            try await career.expectRefused(.playerNotFound("nobody")) {
                _ = try await career.manager.offerContract(careerId: slot, playerId: "nobody",
                                                           offer: DataManaging.ContractOffer(weeklyWage: 1_000, seasons: 2))
            }
            _ = try await career.manager.advance(careerId: slot, .matchDays(3))
            let error = await #expect(throws: DataError.self) {
                _ = try await career.manager.signingDemand(careerId: slot, playerId: target.player.id)
            }
            #expect(error?.message.hasPrefix("the transfer window is shut: signing another club's player must wait")
                == true)
            let agreed = try career.read { db in
                try TransferBidRecord.filter(Column("playerId") == target.player.id).fetchOne(db)
            }
            #expect(agreed?.status == "expired" && agreed?.transferId == nil)
        }
    }
}
