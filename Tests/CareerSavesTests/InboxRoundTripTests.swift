import CareerSaves
import Foundation
import Persistence
import Testing

@Suite("Export and import of the inbox")
struct InboxRoundTripTests {
    @Test("an exported career's messages, read and unread, come back with its import")
    func messagesTravelWithTheSave() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        // News of the pyramid comes on about one match day in three.
        _ = try await fixture.manager.advance(careerId: "ada", .matchDays(12))
        let posted = try await fixture.manager.inboxPage(careerId: "ada", filter: .all, offset: 0, limit: 100).messages
        try #require(posted.count >= 2)
        try await fixture.manager.markMessageRead(careerId: "ada", messageId: posted[0].id)
        let before = try await fixture.manager.inboxPage(careerId: "ada", filter: .all, offset: 0, limit: 100).messages

        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let file = fixture.saveFile("ada.sssave")
        _ = try saves.export(slot: "ada", to: file, level: 6)
        _ = try saves.importSave(file, as: "copy", replace: false)

        #expect(try await fixture.manager.inboxPage(careerId: "copy", filter: .all, offset: 0, limit: 100).messages == before)
        #expect(try await fixture.manager.unreadMessageCount(careerId: "copy") == before.count - 1)
    }
}
