@testable import CareerUseCases
import DataManaging
import Economy
import Foundation
import GameModels
@testable import Persistence
import Testing
import TestSupport

struct RenewalTests {
    @Test func theDemandIsTheRenewalRateForTheSeasonsHeWantsAfterThisOne() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            let player = try await manager.playerDetails(careerId: "owls", playerId: "t-owls-p2").player
            let demand = try await manager.renewalDemand(careerId: "owls", playerId: "t-owls-p2")
            let asked = WageDemand.renewal(player, clubTier: 1)
            #expect(demand == RenewalDemand(weeklyWage: asked.weeklyWage, seasons: asked.seasons,
                                            endSeason: 2026 + asked.seasons))
        }
    }

    @Test func acceptingRewritesTheContractAndTheNextWeekPaysTheNewWage() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            let before = try await manager.playerDetails(careerId: "owls", playerId: "t-owls-p0").player
            let demand = try await manager.renewalDemand(careerId: "owls", playerId: "t-owls-p0")
            try await manager.renewContract(careerId: "owls", playerId: "t-owls-p0", accepting: demand)

            let after = try await manager.playerDetails(careerId: "owls", playerId: "t-owls-p0").player
            #expect(after.contract == Contract(weeklyWage: demand.weeklyWage, endSeason: demand.endSeason))
            #expect(after.teamId == SeasonWorld.userTeamId)
            let billBefore = try await manager.finances(careerId: "owls").weeklyWageBill
            _ = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            let finances = try await manager.finances(careerId: "owls")
            let wages = try #require(finances.weeks.first?.movements.first { $0.kind == .wages })
            #expect(wages.amount == billBefore)
            #expect(billBefore == ContractWorld.world.players.filter { $0.teamId == SeasonWorld.userTeamId }
                .reduce(0) { $0 + $1.contract.weeklyWage } - before.contract.weeklyWage + demand.weeklyWage)
            // Renewed to what he asked, he asks nothing more.
            await #expect(throws: DataError.contractRefused(
                "Kit Player-t-owls-p0's contract already runs as long as the \(demand.seasons) seasons he would sign for")) {
                try await manager.renewalDemand(careerId: "owls", playerId: "t-owls-p0")
            }
        }
    }

    @Test func senselessRenewalsAreRefusedInOneLineAndChangeNothing() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            let stored = try StoredSeason(slot: "owls", in: directory).players
            let refusals: [(String, DataError)] = [
                ("t-badgers-p3", .contractRefused("Kit Player-t-badgers-p3 does not play for Owls Athletic")),
                ("free-agent", .contractRefused("Kit Player-free-agent does not play for Owls Athletic")),
                (ContractWorld.veteranId, .contractRefused(
                    "Kit Player-\(ContractWorld.veteranId)'s contract already runs as long as the 2 seasons he would sign for")),
                ("nobody", .playerNotFound("nobody")),
            ]
            for (playerId, refusal) in refusals {
                await #expect(throws: refusal) { try await manager.renewalDemand(careerId: "owls", playerId: playerId) }
                await #expect(throws: refusal) {
                    try await manager.renewContract(careerId: "owls", playerId: playerId,
                                                    accepting: RenewalDemand(weeklyWage: 100, seasons: 5, endSeason: 2031))
                }
            }
            #expect(try StoredSeason(slot: "owls", in: directory).players == stored)
        }
    }

    @Test func aDemandThatNoLongerHoldsIsRefused() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            let demand = try await manager.renewalDemand(careerId: "owls", playerId: "t-owls-p2")
            let cheaper = RenewalDemand(weeklyWage: demand.weeklyWage - 10, seasons: demand.seasons,
                                        endSeason: demand.endSeason)
            let stored = try StoredSeason(slot: "owls", in: directory).players
            await #expect(throws: DataError.contractRefused("Kit Player-t-owls-p2's demand has changed: ask him again")) {
                try await manager.renewContract(careerId: "owls", playerId: "t-owls-p2", accepting: cheaper)
            }
            #expect(try StoredSeason(slot: "owls", in: directory).players == stored)
        }
    }

    @Test func aRetiredPlayerIsRefused() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await contractCareer(directory)
            try retire("t-owls-p5", in: directory)
            await #expect(throws: DataError.contractRefused("Kit Player-t-owls-p5 has retired")) {
                try await manager.renewalDemand(careerId: "owls", playerId: "t-owls-p5")
            }
            await #expect(throws: DataError.contractRefused("Kit Player-t-owls-p5 has retired")) {
                try await manager.releaseTerms(careerId: "owls", playerId: "t-owls-p5")
            }
        }
    }
}
