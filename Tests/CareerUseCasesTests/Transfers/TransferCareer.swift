@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing

/// A career in a generated world with a top-flight club, for the market's tests: the world's first club of
/// tier 1 is the user's, and the richest tier-2 club's players are the market's.
struct TransferCareer {
    static let seed: UInt64 = 42
    static let slot = "market"

    let manager: SQLiteDataManager
    let directory: URL
    let userTeamId: String

    init(_ directory: URL) async throws {
        manager = SQLiteDataManager(dataDirectory: directory)
        self.directory = directory
        let preview = try await manager.worldPreview(seed: Self.seed)
        let club = try #require(preview.divisions.first?.clubs.first)
        userTeamId = club.teamId
        _ = try await manager.createNewCareer(CreateNewCareerRequest(
            coachFirstName: "Ada", coachLastName: "Lovelace", teamId: club.teamId, worldSeed: Self.seed, slot: Self.slot))
    }

    var file: URL { CareerDatabase.fileURL(slot: Self.slot, in: directory) }

    /// Runs SQL on the career file behind the manager's back, as a test's setting of the scene.
    func edit(_ body: (Database) throws -> Void) throws {
        let queue = try DatabaseQueue(path: file.path)
        try queue.write(body)
        try queue.close()
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        let queue = try DatabaseQueue(path: file.path)
        defer { try? queue.close() }
        return try queue.read(body)
    }

    /// A player of another club of tier 2, the best of his position there below the user's budget.
    func target(maximumValue: Int) async throws -> MarketPlayer {
        let found = try await manager.searchMarket(careerId: Self.slot, query: MarketQuery(
            position: .midfielder, maximumValue: maximumValue, tier: 2, limit: 1))
        return try #require(found.first)
    }

    /// The first tier-2 midfielder within half the budget whose club agrees a fee of 1.6 times his value.
    func agreedTarget() async throws -> (player: MarketPlayer, fee: Int) {
        let budget = try await manager.transferMarketStatus(careerId: Self.slot).transferBudget
        let candidates = try await manager.searchMarket(careerId: Self.slot, query: MarketQuery(
            position: .midfielder, maximumValue: budget / 2, tier: 2, limit: 10))
        for candidate in candidates {
            let fee = candidate.value * 16 / 10
            if case .accepted = try await manager.makeBid(careerId: Self.slot, playerId: candidate.player.id, fee: fee) {
                return (candidate, fee)
            }
        }
        Issue.record("no tier-2 club agreed a fee")
        throw DataError.transferRefused("no fee agreed")
    }

    /// Expects `body` to be refused with `error` and the career file to be left exactly as it was.
    func expectRefused(_ error: DataError, _ body: () async throws -> Void,
                       sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let before = try DatabaseContents(of: file)
        await #expect(throws: error, sourceLocation: sourceLocation) { try await body() }
        #expect(try DatabaseContents(of: file) == before, sourceLocation: sourceLocation)
    }
}
