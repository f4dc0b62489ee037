@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport
import WorldGenerator

/// A match day posts its messages in its own transaction: the pyramid's silly events of the day, the
/// user's injured players, and his expiring contracts after the last day.
struct InboxMatchDayTests {
    @Test func aNewCareerStartsWithAnEmptyInbox() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            #expect(try await manager.inboxMessages(careerId: "owls").isEmpty)
            #expect(try await manager.unreadMessageCount(careerId: "owls") == 0)
        }
    }

    @Test func aMatchDayPostsTheSameSillyEventsInEveryCareerOfTheWorld() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager, slot: "owls")
            try await startSeasonCareer(manager, slot: "twin")
            let played = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            _ = try await manager.playMatchDay(careerId: "twin", matchDay: 1, lineUp: nil)

            let messages = try await manager.inboxMessages(careerId: "owls")
            let events = messages.of(.pyramid)
            #expect((1...3).contains(events.count))
            #expect(messages.allSatisfy { $0.date == played.date && !$0.isRead })
            #expect(try await manager.unreadMessageCount(careerId: "owls") == messages.count)
            // At the ground of a club playing at home that day.
            let hosts = Set(played.results.map(\.homeTeamId))
            #expect(events.allSatisfy { $0.teamId.map(hosts.contains) == true })
            let twin = try await manager.inboxMessages(careerId: "twin").of(.pyramid)
            #expect(twin.map(\.subject) == events.map(\.subject) && twin.map(\.body) == events.map(\.body))
        }
    }

    @Test func injuriesArePostedForExactlyTheUsersPlayersHurtThatDay() async throws {
        try await withTemporaryDirectory { directory throws in
            // A generated pyramid's full squads: injuries come often enough to meet some within a few weeks.
            let seed: UInt64 = 20_260_702
            let world = WorldGenerator().generate(seed: seed)
            let manager = SQLiteDataManager(dataDirectory: directory)
            let club = try #require(world.teams.first { $0.divisionId == world.divisions.first?.id })
            _ = try await manager.createNewCareer(CreateNewCareerRequest(
                coachFirstName: "Ada", coachLastName: "Lovelace", teamId: club.id, worldSeed: seed, slot: "gen"))
            var injuries = 0
            for day in 1...24 where injuries < 2 {
                try await playCupTieIfDue(manager, careerId: "gen")
                let before = try await squadConditions(manager, teamId: club.id)
                let seen = try await manager.inboxMessages(careerId: "gen").count
                _ = try await manager.playMatchDay(careerId: "gen", matchDay: day, lineUp: nil)
                let after = try await squadConditions(manager, teamId: club.id)
                let hurt = after.filter { id, condition in condition.injuryMatchDays > (before[id]?.injuryMatchDays ?? 0) }
                let inbox = try await manager.inboxMessages(careerId: "gen")
                let posted = inbox.prefix(inbox.count - seen).of(.injury)
                #expect(Set(posted.compactMap(\.playerId)) == Set(hurt.keys), "match day \(day)")
                for message in posted {
                    let out = try #require(hurt[message.playerId ?? ""]).injuryMatchDays
                    #expect(message.subject.hasSuffix("(out \(out))") && message.teamId == club.id)
                }
                injuries += posted.count
            }
            #expect(injuries > 0, "twelve match days brought the club no injury to check")
        }
    }

    @Test func theLastMatchDayListsTheContractsEndingBeforeTheReview() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            // Two of the Owls' contracts end with this season.
            let queue = try DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
            try queue.write { db in
                try db.execute(sql: "UPDATE player SET contractEndSeason = 2026 WHERE id IN ('t-owls-p3', 't-owls-p8')")
            }
            try queue.close()
            _ = try await manager.advance(careerId: "owls", .matchDays(9))
            #expect(try await manager.inboxMessages(careerId: "owls").of(.contract).isEmpty)
            _ = try await manager.advance(careerId: "owls", .toSeasonEnd)

            let expiring = try await manager.expiringContracts(careerId: "owls")
            #expect(Set(expiring.map(\.id)) == ["t-owls-p3", "t-owls-p8"])
            let contracts = try await manager.inboxMessages(careerId: "owls").of(.contract)
            #expect(contracts.count == 1)
            let message = try #require(contracts.first)
            #expect(message.subject == "2 contracts end with the 2026/27 season")
            #expect(expiring.allSatisfy { message.body.contains($0.fullName) })
            #expect(message.date == SeasonWorld.startDate.adding(days: 63))
        }
    }

    @Test func aFailedMatchDayLeavesNoMessage() async throws {
        try await withTemporaryDirectory { directory throws in
            try await startSeasonCareer(seasonManager(directory))
            let failing = seasonManager(directory, afterMatchWritten: FaultAfter(matches: 4).check)
            await #expect(throws: DataError.storage("injected fault")) {
                try await failing.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            }
            #expect(try await failing.inboxMessages(careerId: "owls").isEmpty)
            #expect(try await failing.unreadMessageCount(careerId: "owls") == 0)
        }
    }

    private func squadConditions(_ manager: SQLiteDataManager, teamId: String) async throws -> [String: PlayerCondition] {
        let squad = try await manager.teamDetails(careerId: "gen", teamId: teamId).players
        return Dictionary(uniqueKeysWithValues: squad.map { ($0.id, $0.condition) })
    }
}

extension Collection<InboxMessage> {
    /// The messages of one kind. (A closure comparing `$0.kind == .contract` inline type-checked to something
    /// that kept every message; the kind is passed typed here.)
    func of(_ kind: InboxMessage.Kind) -> [InboxMessage] {
        filter { (message: InboxMessage) -> Bool in message.kind == kind }
    }
}
