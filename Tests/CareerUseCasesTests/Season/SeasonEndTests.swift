@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// The end of a season as one transaction: refused while a match is left, archived, rolled over once.
struct SeasonEndTests {
    @Test func aSeasonWithAMatchLeftIsNotEnded() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .matchDays(9))
            await #expect(throws: DataError.seasonNotOver(seasonLabel: "2026/27", matchDay: 10)) {
                try await manager.startNextSeason(careerId: "owls", decisions: [:])
            }
        }
    }

    @Test func theEndArchivesTheSeasonMovesClubsAndStartsTheNextOnce() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .toSeasonEnd)
            let finalTables = try await manager.leagueOverview(careerId: "owls").divisions
            // Four clubs above six: two places each way, none above the top or below the bottom.
            #expect(finalTables.map(\.promotionPlaces) == [0, 2] && finalTables.map(\.relegationPlaces) == [2, 0])
            let before = try StoredSeason(slot: "owls", in: directory)

            let end = try await manager.startNextSeason(careerId: "owls", decisions: [:])
            #expect(end.finishedSeasonLabel == "2026/27" && end.newSeasonLabel == "2027/28")
            let topTable = try #require(finalTables.first { $0.table.division.tier == 1 }).table.rows
            let secondTable = try #require(finalTables.first { $0.table.division.tier == 2 }).table.rows
            #expect(end.champions.map(\.clubName) == [topTable[0].clubName, secondTable[0].clubName])
            // Four clubs above six: two go each way.
            #expect(end.relegated == topTable.suffix(2).map(\.clubName))
            #expect(end.promoted == secondTable.prefix(2).map(\.clubName))
            #expect(end.userPosition == topTable.first { $0.teamId == SeasonWorld.userTeamId }?.position)

            let after = try StoredSeason(slot: "owls", in: directory)
            #expect(after.career.currentSeasonId == "season-2027")
            #expect(after.career.currentDate == "2027-08-01")
            let newFixtures = after.matches.filter { $0.seasonId == "season-2027" }
            #expect(newFixtures.count == 12 + 30 && newFixtures.allSatisfy { $0.homeGoals == nil })
            let queue = try DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
            try queue.read { db in
                #expect(try SeasonStandingRecord.fetchCount(db) == 10)
                #expect(try DivisionMoveRecord.fetchCount(db) == 4)
                #expect(try SeasonAwardRecord.filter(Column("kind") == "topScorer").fetchCount(db) == 2)
                let promotedIds = try DivisionMoveRecord.filter(Column("promoted") == true).fetchAll(db).map(\.teamId)
                #expect(try TeamRecord.filter(keys: promotedIds).fetchAll(db).allSatisfy { $0.divisionId == "d1" })
            }
            try queue.close()
            // Everyone still playing is a year older; who stopped keeps his record, without a club.
            let beforeAges = Dictionary(uniqueKeysWithValues: before.players.map { ($0.id, $0.age) })
            for player in after.players {
                if let age = beforeAges[player.id] { #expect(player.age == age + 1, "\(player.id)") }
            }

            await #expect(throws: DataError.seasonNotOver(seasonLabel: "2027/28", matchDay: 1)) {
                try await manager.startNextSeason(careerId: "owls", decisions: [:])
            }
        }
    }

    @Test func theUsersExpiringPlayersGoByHisDecisions() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            // The world's contracts run to the end of 2028/29.
            _ = try await manager.advance(careerId: "owls", .seasons(2))
            _ = try await manager.advance(careerId: "owls", .toSeasonEnd)
            let expiring = try await manager.expiringContracts(careerId: "owls")
            #expect(expiring.count >= 2 && expiring.allSatisfy { $0.contract.endSeason <= 2028 })
            await #expect(throws: DataError.invalidAdvance(
                "player t-badgers-p0 is neither one of your players whose contract ends now nor in your academy's intake")) {
                try await manager.startNextSeason(careerId: "owls", decisions: ["t-badgers-p0": .renew])
            }
            let (kept, gone) = (expiring[0], expiring[1])
            // The academy's intake is shown before the rollover and is exactly what it brings.
            let academy = try await manager.academyIntake(careerId: "owls")
            #expect(!academy.isEmpty && academy.allSatisfy { $0.player.teamId == SeasonWorld.userTeamId })
            let (prospect, unwanted) = (academy[0].player, academy.dropFirst().map(\.player))
            let end = try await manager.startNextSeason(
                careerId: "owls", decisions: [kept.id: .renew, gone.id: .release, prospect.id: .renew]
                    .merging(unwanted.map { ($0.id, .release) }, uniquingKeysWith: { first, _ in first }))
            let squad = try await manager.teamDetails(careerId: "owls", teamId: SeasonWorld.userTeamId).players
            let youngster = try #require(squad.first { $0.id == prospect.id })
            #expect(youngster.fullName == prospect.fullName && youngster.potential == prospect.potential)
            #expect(end.userYouthIntake.contains { $0.hasPrefix(prospect.fullName) })
            #expect(!squad.contains { player in unwanted.contains { $0.id == player.id } })
            if !end.userRetired.contains(where: { $0.hasPrefix(kept.fullName) }) {
                let renewed = try #require(squad.first { $0.id == kept.id })
                #expect(renewed.contract.endSeason >= 2029)
                #expect(end.userRenewed.contains(kept.fullName))
            }
            #expect(!squad.contains { $0.id == gone.id })
        }
    }

    /// Under `advance` nobody manages the club, so a star whose deal runs out goes where the most wage room is
    /// (decision 39), and the season's end says where.
    @Test func aStarWhoseDealRunsOutJoinsTheRoomiestTopClubAndTheEndSaysSo() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .toSeasonEnd)
            // The Owls' first forward is a star whose deal ends now, and the Owls' wage bill leaves them no room.
            let star = "t-owls-p12"
            let queue = try DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
            try queue.write { db in
                try db.execute(sql: """
                    UPDATE player SET pace = 95, shooting = 95, passing = 95, dribbling = 95, defending = 95,
                                      physical = 95, overall = 95, age = 26, contractEndSeason = 2026 WHERE id = ?
                    """, arguments: [star])
                try db.execute(sql: "UPDATE player SET weeklyWage = 200000 WHERE teamId = ? AND id != ?",
                               arguments: [SeasonWorld.userTeamId, star])
            }
            try queue.close()

            let result = try await manager.advance(careerId: "owls", .matchDays(1))
            let end = try #require(result.seasonEnds.first)
            var joined: [String] = []
            for club in ["t-badgers", "t-cranes", "t-dingos", "t-eels", "t-ferrets"] {
                let details = try await manager.teamDetails(careerId: "owls", teamId: club)
                if details.players.contains(where: { $0.id == star }) { joined.append(details.info.name) }
            }
            #expect(joined.count == 1)
            #expect(end.userLeft == joined.map { "Kit Player-\(star) (to \($0))" })
            let owls = try await manager.teamDetails(careerId: "owls", teamId: SeasonWorld.userTeamId).players
            #expect(!owls.contains { $0.id == star })
        }
    }
}
