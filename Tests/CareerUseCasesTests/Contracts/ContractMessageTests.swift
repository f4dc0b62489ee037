@testable import CareerUseCases
import DataManaging
import GameModels
@testable import Persistence
import Testing
import TestSupport

/// A renewal and a release each leave a dated message in the inbox, written with the contract.
struct ContractMessageTests {
    @Test func aRenewalAndAReleaseArePostedToTheInbox() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            let before = try await manager.inboxMessages(careerId: "owls").count
            let demand = try await manager.renewalDemand(careerId: "owls", playerId: "t-owls-p0")
            try await manager.renewContract(careerId: "owls", playerId: "t-owls-p0", accepting: demand)
            _ = try await manager.releasePlayer(careerId: "owls", playerId: "t-owls-p3")

            let messages = try await manager.inboxMessages(careerId: "owls")
            #expect(messages.count == before + 2)
            let renewal = try #require(messages.first { $0.playerId == "t-owls-p0" })
            #expect(renewal.kind == .contract)
            #expect(renewal.subject == "Kit Player-t-owls-p0 signs a new contract")
            #expect(renewal.body.hasSuffix("until the end of the \(Season.label(startingIn: demand.endSeason)) season."))
            let release = try #require(messages.first { $0.playerId == "t-owls-p3" })
            #expect(release.subject == "Kit Player-t-owls-p3 released")
            #expect(release.body.hasPrefix("Kit Player-t-owls-p3 leaves as a free agent."))
        }
    }

    @Test func aRefusedReleasePostsNothing() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            let before = try await manager.inboxMessages(careerId: "owls").count
            await #expect(throws: DataError.self) {
                try await manager.releasePlayer(careerId: "owls", playerId: "t-badgers-p3")
            }
            #expect(try await manager.inboxMessages(careerId: "owls").count == before)
        }
    }
}
