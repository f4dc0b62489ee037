@testable import HeadlessCommands
import DataManaging
import Foundation
import InboxFeatureMocks
import Testing
import TestSupport

@MainActor
@Suite struct HeadlessInboxTests {
    let data = MockInboxDataManager()

    @Test func textListsEveryMessageNewestFirstWithUnreadMarksAndBodies() async throws {
        data.messagesResult = .success(InboxFixtures.messages)
        let text = try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: false, unreadOnly: false)
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
        let text = try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: false, unreadOnly: true)
        #expect(!text.contains("Goat") && text.contains("Mascot") && text.contains("Percy"))
        data.messagesResult = .success(InboxFixtures.allRead)
        #expect(try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: false, unreadOnly: true)
            == "No unread messages.")
    }

    @Test func jsonHasTheUnreadCountAndTheMessagesListed() async throws {
        data.messagesResult = .success(InboxFixtures.messages)
        let json = try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: true, unreadOnly: true)
        let listing = try JSONDecoder().decode(InboxListing.self, from: Data(json.utf8))
        #expect(listing.unread == 2)
        #expect(listing.messages.map(\.id) == [3, 2])
        #expect(listing.messages.first == .init(id: 3, date: "2026-08-08", kind: "injury",
                                                subject: InboxFixtures.injury.subject, body: InboxFixtures.injury.body,
                                                read: false, playerId: "p-7", teamId: "team-1"))
    }

    @Test func anEmptyInboxAndAnUnknownCareerAreOneLineEach() async throws {
        data.messagesResult = .success([])
        #expect(try await HeadlessInbox(inbox: data).inbox(careerId: "career-1", json: false, unreadOnly: false)
            == "No messages yet.")
        data.messagesResult = .failure(.careerNotFound("nope"))
        let failure = await #expect(throws: CommandFailure.self) {
            try await HeadlessInbox(inbox: data).inbox(careerId: "nope", json: false, unreadOnly: false)
        }
        #expect(failure?.description == "no career in slot 'nope'")
    }
}
