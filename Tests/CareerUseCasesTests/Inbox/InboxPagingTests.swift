@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// The inbox is read a page at a time in SQL, keeps at most `InboxMessage.keptCount` messages (the oldest go),
/// and a file holding more is refused by one count before anything lists it.
struct InboxPagingTests {
    /// Career `owls` with `count` read messages dated in August 2026, ids 1…count (the newest has the highest id),
    /// posted straight into its file.
    private func career(withMessages count: Int, in directory: URL) async throws -> SQLiteDataManager {
        let manager = fixtureManager(directory)
        _ = try await manager.createNewCareer(ownersRequest())
        try await DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path).write { db in
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                INSERT INTO inbox_message (id, date, kind, subject, body, read)
                SELECT i, '2026-08-01', 'pyramid', 'News ' || i, 'Body ' || i, i % 10 <> 0 FROM n
                """, arguments: [count])
        }
        return manager
    }

    @Test func pagesAreReadInSQLNewestFirstWithTheCounts() async throws {
        try await withTemporaryDirectory { directory in
            let manager = try await career(withMessages: 130, in: directory)
            let first = try await manager.inboxPage(careerId: "owls", filter: .all, offset: 0, limit: 50)
            #expect(first.messages.map(\.id) == Array((81...130).reversed()))
            #expect(first.total == 130 && first.unread == 13 && first.offset == 0)
            let last = try await manager.inboxPage(careerId: "owls", filter: .all, offset: 100, limit: 50)
            #expect(last.messages.map(\.id) == Array((1...30).reversed()))
            let unread = try await manager.inboxPage(careerId: "owls", filter: InboxFilter(unreadOnly: true), offset: 10, limit: 2)
            #expect(unread.messages.map(\.id) == [30, 20] && unread.total == 13)
            let withoutNews = try await manager.inboxPage(careerId: "owls", filter: InboxFilter(withoutPyramidNews: true),
                                                          offset: 0, limit: 50)
            #expect(withoutNews.messages.isEmpty && withoutNews.total == 0 && withoutNews.unread == 13)
            let beyond = try await manager.inboxPage(careerId: "owls", filter: .all, offset: 500, limit: 50)
            #expect(beyond.messages.isEmpty && beyond.total == 130)
            for (offset, limit) in [(0, 0), (-1, 10), (0, InboxPage.maximumLimit + 1)] {
                await #expect(throws: DataError.invalidRequest(
                    "an inbox page is 1–\(InboxPage.maximumLimit) messages from an offset of 0 or more")) {
                    _ = try await manager.inboxPage(careerId: "owls", filter: .all, offset: offset, limit: limit)
                }
            }
        }
    }

    @Test func postingPastTheKeptCountLetsTheOldestGo() async throws {
        try await withTemporaryDirectory { directory in
            let manager = try await career(withMessages: InboxMessage.keptCount, in: directory)
            _ = try await manager.advance(careerId: "owls", .matchDays(12))
            var ids: [Int] = []
            for offset in stride(from: 0, to: InboxMessage.keptCount, by: InboxPage.maximumLimit) {
                let page = try await manager.inboxPage(careerId: "owls", filter: .all, offset: offset,
                                                       limit: InboxPage.maximumLimit)
                #expect(page.total == InboxMessage.keptCount)
                ids += page.messages.map(\.id)
            }
            let posted = ids.count { $0 > InboxMessage.keptCount }
            try #require(posted > 0, "twelve match days posted nothing")
            #expect(ids.min() == posted + 1, "the \(posted) oldest messages should have gone")
        }
    }

    @Test func aFileOverTheCeilingIsRefusedByOneCount() async throws {
        try await withTemporaryDirectory { directory in
            let manager = try await career(withMessages: InboxMessage.keptCount + 1, in: directory)
            let slots = try await manager.listCareers()
            guard case .unreadable(let reason) = slots.first?.status else {
                Issue.record("a career over the inbox ceiling was listed as readable")
                return
            }
            #expect(reason == "stored data is invalid: inbox_message holds \(InboxMessage.keptCount + 1) rows, "
                        + "at most \(InboxMessage.keptCount)")
        }
    }
}
