@testable import HeadlessCommands
import DataManaging
import Foundation
import GameModels
import InboxFeatureMocks
import Testing
import TestSupport

@MainActor
@Suite struct HeadlessInboxTests {
    let data = MockInboxDataManager()

    @Test func textListsEveryMessageNewestFirstWithUnreadMarksAndBodies() async throws {
        data.messagesResult = .success(InboxFixtures.messages)
        let text = try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: false)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        #expect(lines[0] == "2 unread of 3 messages")
        #expect(lines[1] == "* #3  2026-08-08  injury  Percy Pumpernickel injured (out 3)")
        #expect(lines[2] == "    " + InboxFixtures.injury.body)
        #expect(lines[5] == "  #1  2026-08-01  pyramid  Goat on the pitch in Muddyford")
        #expect(data.messagesCareerIds == ["career-1"])
    }

    @Test func unreadOnlyLeavesTheReadOnesOut() async throws {
        data.messagesResult = .success(InboxFixtures.messages)
        let text = try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: false,
                                                              filter: InboxFilter(unreadOnly: true))
        #expect(!text.contains("Goat") && text.contains("Mascot") && text.contains("Percy"))
        data.messagesResult = .success(InboxFixtures.allRead)
        #expect(try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: false,
                                                              filter: InboxFilter(unreadOnly: true))
            == "No unread messages.")
    }

    @Test func jsonHasTheUnreadCountAndTheMessagesListed() async throws {
        data.messagesResult = .success(InboxFixtures.messages)
        let json = try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: true,
                                                              filter: InboxFilter(unreadOnly: true))
        let listing = try JSONDecoder().decode(InboxListing.self, from: Data(json.utf8))
        #expect(listing.unread == 2)
        #expect(listing.messages.map(\.id) == [3, 2])
        #expect(listing.messages.first == .init(id: 3, date: "2026-08-08", kind: "injury",
                                                subject: InboxFixtures.injury.subject, body: InboxFixtures.injury.body,
                                                read: false, playerId: "p-7", teamId: "team-1"))
    }

    @Test func aLongInboxIsListedAPageAtATimeSayingHowToGoOn() async throws {
        data.messagesResult = .success((1...120).reversed().map { id in
            InboxMessage(id: id, date: GameDate(year: 2026, month: 8, day: 1), kind: .pyramid, subject: "News \(id)",
                         body: "Body \(id)", isRead: id <= 100)
        })
        let text = try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: false,
                                                              offset: 50, limit: 50)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "20 unread of 120 messages, listing 51–100")
        #expect(lines[1] == "  #70  2026-08-01  pyramid  News 70")
        #expect(lines.last == "20 more: --offset 100")
        #expect(lines.count == 102, "a heading, 50 messages of two lines each and the way on")
        #expect(data.pageRequests.last == .init(careerId: "career-1", offset: 50, limit: 50))
        let json = try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: true, filter: InboxFilter(unreadOnly: true),
                                                              offset: 0, limit: 5)
        let listing = try JSONDecoder().decode(InboxListing.self, from: Data(json.utf8))
        #expect(listing.total == 20 && listing.offset == 0 && listing.unread == 20)
        #expect(listing.messages.map(\.id) == [120, 119, 118, 117, 116])
    }

    @Test func anEmptyInboxAndAnUnknownCareerAreOneLineEach() async throws {
        data.messagesResult = .success([])
        #expect(try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: false)
            == "No messages yet.")
        data.messagesResult = .failure(.careerNotFound("nope"))
        let failure = await #expect(throws: CommandFailure.self) {
            try await HeadlessInbox(inbox: data).inbox(careerId: "nope", json: false)
        }
        #expect(failure?.description == "no career in slot 'nope'")
    }
}
