@testable import CareerUseCases
import DataManaging
import Economy
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

struct TransferWageBudgetTests {
    private let slot = TransferCareer.slot

    /// A free agent the test may sign, his demand, and the market before anything is changed.
    private func freeAgent(in career: TransferCareer) async throws -> (id: String, demand: ContractOffer,
                                                                          status: TransferMarketStatus) {
        let target = try await career.target(maximumValue: 2_000_000)
        try career.edit { db in
            try db.execute(sql: "UPDATE player SET teamId = NULL WHERE id = ?", arguments: [target.player.id])
        }
        let demand = try await career.manager.signingDemand(careerId: slot, playerId: target.player.id)
        return (target.player.id, demand, try await career.manager.transferMarketStatus(careerId: slot))
    }

    /// Sets the user's wage bill to `bill` by changing his best-paid player's wage.
    private func setWageBill(_ bill: Int, from current: Int, in career: TransferCareer) throws {
        try career.edit { db in
            let highestPaid = try String.fetchOne(
                db, sql: "SELECT id FROM player WHERE teamId = ? ORDER BY weeklyWage DESC LIMIT 1",
                arguments: [career.userTeamId])
            try db.execute(sql: "UPDATE player SET weeklyWage = weeklyWage + ? WHERE id = ?",
                           arguments: [bill - current, highestPaid])
        }
    }

    /// Without transfer money, a signing is funded while the wage bill stays within 110 % of the board's
    /// wage budget, and refused one pound past it.
    @Test func withoutTransferMoneyTheBoardFundsAWageUpToItsToleranceAndNoFurther() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let (playerId, demand, status) = try await freeAgent(in: career)
            try career.edit { db in
                try db.execute(sql: "UPDATE team SET budget = 0 WHERE id = ?", arguments: [career.userTeamId])
            }
            let line = status.weeklyWageBudget * 110 / 100
            try setWageBill(line - demand.weeklyWage + 1, from: status.weeklyWageBill, in: career)
            #expect(try await career.manager.transferMarketStatus(careerId: slot).transferBudget == 0)
            try await career.expectRefused(.transferRefused("the board will not fund "
                + "\(Pounds.text(demand.weeklyWage)) a week: the wage bill would be \(Pounds.text(line + 1)) "
                + "against a budget of \(Pounds.text(status.weeklyWageBudget)), and the transfer money left (£0) "
                + "cannot cover the rest of the season")) {
                _ = try await career.manager.offerContract(careerId: slot, playerId: playerId, offer: demand)
            }

            try setWageBill(line - demand.weeklyWage, from: line - demand.weeklyWage + 1, in: career)
            guard case .signed = try await career.manager.offerContract(careerId: slot, playerId: playerId,
                                                                        offer: demand) else {
                Issue.record("the free agent turned down his demand")
                return
            }
            #expect(try await career.manager.transferMarketStatus(careerId: slot).weeklyWageBill == line)
        }
    }

    /// Over the line, the transfer money left must cover the whole bill over it for the rest of the season, what was
    /// over it before the signing too: a club already £X a week over cannot promise the same money twice. One pound a
    /// week less over, the same signing is funded — and the money left is the market's figure, the same as before.
    @Test func overTheLineTheTransferMoneyMustCoverTheWholeExcessForTheRestOfTheSeason() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let (playerId, demand, status) = try await freeAgent(in: career)
            let line = status.weeklyWageBudget * 110 / 100
            let weeks = try career.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT matchDay) FROM match") ?? 0
            }
            let left = status.transferBudget
            // Over the line by `excess` a week, the signing takes the bill one pound a week past what `left` covers.
            let excess = left / weeks - demand.weeklyWage + 1
            try #require(excess > 1, "the transfer money covers the signing's wage for the season with room over")
            try setWageBill(line + excess, from: status.weeklyWageBill, in: career)
            try await career.expectRefused(.transferRefused("the board will not fund "
                + "\(Pounds.text(demand.weeklyWage)) a week: the wage bill would be "
                + "\(Pounds.text(line + excess + demand.weeklyWage)) against a budget of "
                + "\(Pounds.text(status.weeklyWageBudget)), and the transfer money left (\(Pounds.text(left))) cannot "
                + "cover the rest of the season")) {
                _ = try await career.manager.offerContract(careerId: slot, playerId: playerId, offer: demand)
            }

            try setWageBill(line + excess - 1, from: line + excess, in: career)
            guard case .signed = try await career.manager.offerContract(careerId: slot, playerId: playerId,
                                                                        offer: demand) else {
                Issue.record("the free agent turned down his demand")
                return
            }
            let after = try await career.manager.transferMarketStatus(careerId: slot)
            #expect(after.weeklyWageBill == line + excess - 1 + demand.weeklyWage)
            #expect(after.transferBudget == left)
        }
    }
}
