/// The inbox slice: the messages the game posts to the user, and what he has read of them.
public protocol InboxDataManaging: Sendable {
    /// At most `limit` (1…`InboxPage.maximumLimit`) messages from the `offset`-th newest on, of those `filter` admits.
    func inboxPage(careerId: String, filter: InboxFilter, offset: Int, limit: Int) async throws(DataError) -> InboxPage

    /// How many messages the user has not opened yet.
    func unreadMessageCount(careerId: String) async throws(DataError) -> Int

    /// Marks one message read; `.messageNotFound` for an id the career does not hold.
    func markMessageRead(careerId: String, messageId: Int) async throws(DataError)

    /// Marks every message read.
    func markAllMessagesRead(careerId: String) async throws(DataError)
}
