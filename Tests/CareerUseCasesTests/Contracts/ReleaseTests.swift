@testable import CareerUseCases
import DataManaging
import Economy
import Foundation
import GameModels
@testable import Persistence
import TestSupport
import Testing

struct ReleaseTests {
    /// A refused release names its reason and leaves every player and club's money as it was.
    private func expectRefusedRelease(_ playerId: String, _ reason: String, _ manager: SQLiteDataManager,
                                      _ directory: URL) async throws {
        let before = try StoredSeason(slot: "owls", in: directory)
        await #expect(throws: DataError.contractRefused(reason)) {
            try await manager.releasePlayer(careerId: "owls", playerId: playerId)
        }
        let after = try StoredSeason(slot: "owls", in: directory)
        #expect(after.players == before.players && after.teams == before.teams)
    }

    @Test func theClubPaysEveryWeekLeftOfHisDeal() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            // Ten weeks a season (the second tier's rounds); his deal runs to the end of 2028.
            #expect(try await manager.releaseTerms(careerId: "owls", playerId: "t-owls-p3")
                == ReleaseTerms(weeksLeft: 30, payOff: 30 * 7_100))
            _ = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            #expect(try await manager.releaseTerms(careerId: "owls", playerId: "t-owls-p3")
                == ReleaseTerms(weeksLeft: 29, payOff: 29 * 7_100))
        }
    }

    @Test func heLeavesForTheFreeAgentsAndThePayOffIsBookedInOneGo() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            let balance = try await manager.finances(careerId: "owls").balance
            let paid = try await manager.releasePlayer(careerId: "owls", playerId: "t-owls-p3")
            #expect(paid.payOff == 30 * 7_100)

            let stored = try #require(try StoredSeason(slot: "owls", in: directory).players.first { $0.id == "t-owls-p3" })
            #expect(stored.teamId == nil && stored.weeklyWage == 7_100 && stored.contractEndSeason == 2026)
            var finances = try await manager.finances(careerId: "owls")
            #expect(finances.balance == balance - paid.payOff)
            #expect(finances.totals == [MoneyMovement(kind: .compensation, amount: paid.payOff)])
            #expect(finances.openingBalance == balance)

            // Booked in the coming week, whose balance the match day then records with it.
            _ = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            finances = try await manager.finances(careerId: "owls")
            let week = try #require(finances.weeks.first)
            #expect(week.movements.contains(MoneyMovement(kind: .compensation, amount: paid.payOff)))
            #expect(week.balance == balance + week.movements.reduce(0) { $0 + $1.signedAmount })
            #expect(try await manager.playerDetails(careerId: "owls", playerId: "t-owls-p3").clubName == nil)
        }
    }

    @Test func aReleaseAfterAPlayedWeekMovesThatWeeksBalanceToo() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            try await playAsManager(manager, careerId: "owls")
            let before = try await manager.finances(careerId: "owls")
            let paid = try await manager.releasePlayer(careerId: "owls", playerId: "t-owls-p3")
            // The season is played: what is left is his two seasons after this one.
            #expect(paid.weeksLeft == 20)
            let after = try await manager.finances(careerId: "owls")
            #expect(after.weeks.last?.balance == before.balance - paid.payOff)
            #expect(after.balance == before.balance - paid.payOff)
        }
    }

    @Test func theSquadNeverFallsBelowTheMarketsLimits() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            _ = try await manager.releasePlayer(careerId: "owls", playerId: ContractWorld.extraKeeperId)
            await #expect(throws: DataError.contractRefused("the squad needs at least 2 goalkeepers")) {
                try await manager.releasePlayer(careerId: "owls", playerId: "t-owls-p0")
            }
            _ = try await manager.releasePlayer(careerId: "owls", playerId: "t-owls-x8")
            try await expectRefusedRelease("t-owls-p3", "the squad needs at least 6 defenders", manager, directory)
            for id in ["t-owls-x2", "t-owls-x3", "t-owls-x4"] {
                _ = try await manager.releasePlayer(careerId: "owls", playerId: id)
            }
            await #expect(throws: DataError.contractRefused("the squad has 20 players and may not drop below 20")) {
                try await manager.releaseTerms(careerId: "owls", playerId: "t-owls-x5")
            }
            try await expectRefusedRelease("t-owls-x5", "the squad has 20 players and may not drop below 20",
                                           manager, directory)
        }
    }

    @Test func anotherClubsPlayerIsRefusedAndNothingMoves() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            try await expectRefusedRelease("t-badgers-p3", "Kit Player-t-badgers-p3 does not play for Owls Athletic",
                                           manager, directory)
        }
    }

    @Test func noReleaseWhileAMatchIsBeingPlayed() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            let userMatch = try #require(try await manager.nextMatchDay(careerId: "owls").userMatch)
            _ = try await manager.startLiveMatch(careerId: "owls", matchDay: 1, lineUp: userMatch.user.suggestedLineUp,
                                                 instruction: .hold)
            await #expect(throws: DataError.contractRefused(
                "a match is being played: finish it before releasing Kit Player-t-owls-x2")) {
                try await manager.releasePlayer(careerId: "owls", playerId: "t-owls-x2")
            }
            _ = try await manager.finishLiveMatch(careerId: "owls")
            #expect(try await manager.releasePlayer(careerId: "owls", playerId: "t-owls-x2").weeksLeft == 29)
        }
    }
}
