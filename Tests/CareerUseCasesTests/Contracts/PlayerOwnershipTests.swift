@testable import CareerUseCases
import DataManaging
@testable import Persistence
import Testing
import TestSupport

/// The profile tells the user's own players from everyone else's, so only his show contract decisions.
struct PlayerOwnershipTests {
    @Test func onlyThePlayersOfTheUsersClubAreHis() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            #expect(try await manager.playerDetails(careerId: "owls", playerId: "t-owls-p2").isAtUserClub)
            #expect(try await !manager.playerDetails(careerId: "owls", playerId: "t-badgers-p3").isAtUserClub)
            _ = try await manager.releasePlayer(careerId: "owls", playerId: "t-owls-p3")
            #expect(try await !manager.playerDetails(careerId: "owls", playerId: "t-owls-p3").isAtUserClub)
        }
    }
}
