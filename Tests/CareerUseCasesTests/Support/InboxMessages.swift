@testable import CareerUseCases
import DataManaging
import Persistence

extension SQLiteDataManager {
    /// Every message of the career, newest first: the inbox is never larger than one page of the largest size.
    func inboxMessages(careerId: String) async throws -> [InboxMessage] {
        let page = try await inboxPage(careerId: careerId, filter: .all, offset: 0, limit: InboxPage.maximumLimit)
        precondition(page.total <= InboxPage.maximumLimit, "the test's inbox is larger than one page")
        return page.messages
    }
}
