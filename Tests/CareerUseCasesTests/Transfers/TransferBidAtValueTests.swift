@testable import CareerUseCases
import DataManaging
@testable import Persistence
import Testing
import TestSupport

/// The Transfers screen prefills a bid with the player's value: the selling club always answers it with a
/// price, even for a regular it prices above his value.
struct TransferBidAtValueTests {
    @Test func aBidOfHisFullValueIsNeverRejectedOutOfHand() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let status = try await career.manager.transferMarketStatus(careerId: TransferCareer.slot)
            let target = try await career.target(maximumValue: status.transferBudget)
            let answer = try await career.manager.makeBid(careerId: TransferCareer.slot, playerId: target.player.id,
                                                          fee: target.value)
            switch answer {
            case .accepted, .countered: break
            case .rejected(let reason): Issue.record("a bid at his value was rejected: \(reason)")
            }
        }
    }
}
