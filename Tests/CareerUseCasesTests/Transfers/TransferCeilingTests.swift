@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// A season's moves and bids stop at their ceiling: a bid past it is refused and writes nothing, so the game never
/// writes a file its own check refuses; a file past it is refused when opened.
struct TransferCeilingTests {
    private let slot = TransferCareer.slot

    /// Fills `table` with `rows` rows of the current season, copied from one stored move or made up.
    private func fill(_ career: TransferCareer, bids rows: Int) throws {
        try career.edit { db in
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                INSERT INTO transfer_bid (seasonId, date, playerId, biddingTeamId, sellingTeamId, fee, value, status)
                SELECT (SELECT currentSeasonId FROM career), '2026-07-01', p.id, (SELECT userTeamId FROM career),
                       p.teamId, 1000, 1000, 'rejected'
                FROM n, (SELECT id, teamId FROM player WHERE teamId IS NOT NULL
                         AND teamId <> (SELECT userTeamId FROM career) LIMIT 1) AS p
                """, arguments: [rows])
        }
    }

    @Test func aBidPastTheSeasonsCeilingIsRefusedAndWritesNothing() async throws {
        try await withTemporaryDirectory { directory in
            let career = try await TransferCareer(directory)
            let budget = try await career.manager.transferMarketStatus(careerId: slot).transferBudget
            let target = try await career.target(maximumValue: budget)
            try fill(career, bids: 2_000)
            try await career.expectRefused(.transferRefused(
                "the market is closed for the rest of the season: 2000 bids are on record")) {
                _ = try await career.manager.makeBid(careerId: slot, playerId: target.player.id, fee: target.value)
            }
        }
    }

    @Test func aFilePastTheCeilingIsRefused() async throws {
        try await withTemporaryDirectory { directory in
            let career = try await TransferCareer(directory)
            try fill(career, bids: 2_001)
            let slots = try await career.manager.listCareers()
            guard case .unreadable(let reason) = slots.first?.status else {
                Issue.record("a career past the bid ceiling was listed as readable")
                return
            }
            #expect(reason == "stored data is invalid: transfer_bid holds 2001 rows in one season, at most 2000")
        }
    }
}
