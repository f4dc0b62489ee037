@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// A season's end posts the honours and comings and goings of the user's club, dated the day it ends.
struct InboxSeasonEndTests {
    @Test func theEndPostsTheChampionsTheMoveAndTheAwardsOfTheUsersClub() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .toSeasonEnd)
            let endDate = try await manager.careerSummary(careerId: "owls").date
            let squad = try await manager.teamDetails(careerId: "owls", teamId: SeasonWorld.userTeamId).players
            let seen = try await manager.inboxMessages(careerId: "owls").count

            let end = try await manager.startNextSeason(careerId: "owls", decisions: [:])
            let inbox = try await manager.inboxMessages(careerId: "owls")
            let posted = Array(inbox.prefix(inbox.count - seen))
            #expect(posted.allSatisfy { $0.date == endDate })

            let champion = try #require(end.champions.first { $0.divisionName == end.userFinishedDivision })
            let titles = posted.of(.champions)
            #expect(titles.count == 1 && titles.first?.subject.contains(champion.clubName) == true)

            let club = try await manager.careerSummary(careerId: "owls").clubName
            let moved = end.promoted.contains(club) ? InboxMessage.Kind.promotion
                : end.relegated.contains(club) ? .relegation : nil
            #expect(posted.filter { [.promotion, .relegation].contains($0.kind) }.map(\.kind) == (moved.map { [$0] } ?? []))

            let mine = Set(squad.map(\.id))
            let awards = end.awards.filter { mine.contains($0.playerId) }
            #expect(posted.of(.award).compactMap(\.playerId).sorted() == awards.map(\.playerId).sorted())
            #expect(posted.of(.retirement).count == (end.userRetired.isEmpty ? 0 : 1))
            #expect(posted.of(.academy).count == (end.userYouthIntake.isEmpty ? 0 : 1))
            for name in end.userRetired + end.userYouthIntake {
                #expect(posted.contains { $0.body.contains(name) }, "\(name)")
            }
        }
    }

    @Test func messagesAreReadOneByOneOrAllAtOnce() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            // News of the pyramid comes on about one match day in three.
            _ = try await manager.advance(careerId: "owls", .matchDays(15))
            let messages = try await manager.inboxMessages(careerId: "owls")
            try #require(messages.count >= 3)
            // Newest first.
            #expect(messages.map(\.date) == messages.map(\.date).sorted(by: >))

            try await manager.markMessageRead(careerId: "owls", messageId: messages[1].id)
            let afterOne = try await manager.inboxMessages(careerId: "owls")
            #expect(afterOne.filter(\.isRead).map(\.id) == [messages[1].id])
            #expect(try await manager.unreadMessageCount(careerId: "owls") == messages.count - 1)

            await #expect(throws: DataError.messageNotFound(9_999)) {
                try await manager.markMessageRead(careerId: "owls", messageId: 9_999)
            }
            try await manager.markAllMessagesRead(careerId: "owls")
            #expect(try await manager.unreadMessageCount(careerId: "owls") == 0)
            #expect(try await manager.inboxMessages(careerId: "owls").allSatisfy(\.isRead))
        }
    }

    @Test func aVersionTwoCareerGainsAnEmptyInboxThatFillsAsItPlays() async throws {
        try await withTemporaryDirectory { directory throws in
            try FileManager.default.copyItem(at: VersionTwoCareerTests.fixture,
                                             to: CareerDatabase.fileURL(slot: "v2", in: directory))
            let manager = SQLiteDataManager(dataDirectory: directory)
            #expect(try await manager.inboxMessages(careerId: "v2").isEmpty)
            _ = try await manager.playMatchDay(careerId: "v2", matchDay: 3, lineUp: nil)
            #expect(try await manager.unreadMessageCount(careerId: "v2") > 0)
        }
    }
}

/// A career file of schema v5 (before the inbox) gains the table on opening and plays on.
struct InboxMigrationTests {
    @Test func aVersionFiveCareerMigratesToAnEmptyInbox() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            // Back to what the v5 game wrote: no inbox, board or market tables, version 5, the later migrations not
            // applied.
            let url = CareerDatabase.fileURL(slot: "owls", in: directory)
            try rewindCareer(at: url, toVersion: 5, droppingTables: ["inbox_message", "board_state", "job_offer",
                                                                      "transfer_bid", "transfer", "shortlist"])

            #expect(try await manager.inboxMessages(careerId: "owls").isEmpty)
            let migrated = try DatabaseQueue(path: url.path)
            #expect(try migrated.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
                == CareerDatabase.schemaVersion)
            try migrated.close()
            _ = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            #expect(try await manager.unreadMessageCount(careerId: "owls") > 0)
        }
    }
}
