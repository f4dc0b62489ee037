import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing

struct TransferWageBudgetTests {
    private let slot = TransferCareer.slot

    /// A signing is funded while the wage bill stays within 110 % of the board's wage budget, and refused
    /// one pound past it.
    @Test func theBoardFundsAWageUpToItsToleranceAndNoFurther() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            let target = try await career.target(maximumValue: 2_000_000)
            try career.edit { db in
                try db.execute(sql: "UPDATE player SET teamId = NULL WHERE id = ?", arguments: [target.player.id])
            }
            let demand = try await manager.signingDemand(careerId: slot, playerId: target.player.id)
            let status = try await manager.transferMarketStatus(careerId: slot)
            let line = status.weeklyWageBudget * 110 / 100
            let highestPaid = try career.read { db in
                try String.fetchOne(db, sql: "SELECT id FROM player WHERE teamId = ? ORDER BY weeklyWage DESC LIMIT 1",
                                    arguments: [career.userTeamId])
            }
            // The bill is set one pound short of leaving room for his demand.
            try career.edit { db in
                try db.execute(sql: "UPDATE player SET weeklyWage = weeklyWage + ? WHERE id = ?",
                               arguments: [line - demand.weeklyWage - status.weeklyWageBill + 1, highestPaid])
            }
            try await career.expectRefused(.transferRefused("the board will not fund "
                + "\(Pounds.text(demand.weeklyWage)) a week: the wage bill would be \(Pounds.text(line + 1)) "
                + "against a budget of \(Pounds.text(status.weeklyWageBudget))")) {
                _ = try await manager.offerContract(careerId: slot, playerId: target.player.id, offer: demand)
            }

            try career.edit { db in
                try db.execute(sql: "UPDATE player SET weeklyWage = weeklyWage - 1 WHERE id = ?", arguments: [highestPaid])
            }
            guard case .signed = try await manager.offerContract(careerId: slot, playerId: target.player.id,
                                                                 offer: demand) else {
                Issue.record("the free agent turned down his demand")
                return
            }
            #expect(try await manager.transferMarketStatus(careerId: slot).weeklyWageBill == line)
        }
    }
}
