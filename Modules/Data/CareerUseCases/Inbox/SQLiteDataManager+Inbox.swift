import DataManaging
import Persistence

/// The inbox slice: each call one transaction on the career file.
extension SQLiteDataManager {
    public func inboxPage(careerId: String, filter: InboxFilter, offset: Int,
                          limit: Int) async throws(DataError) -> InboxPage {
        guard offset >= 0, (1...InboxPage.maximumLimit).contains(limit) else {
            throw .invalidRequest("an inbox page is 1–\(InboxPage.maximumLimit) messages from an offset of 0 or more")
        }
        return try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            InboxPage(messages: try InboxStore.messages(filter, offset: offset, limit: limit, in: db)
                        .map(InboxMessageTransformer.model(from:)),
                      offset: offset, total: try InboxStore.count(filter, in: db),
                      unread: try InboxStore.count(InboxFilter(unreadOnly: true), in: db))
        }
    }

    public func unreadMessageCount(careerId: String) async throws(DataError) -> Int {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try InboxStore.count(InboxFilter(unreadOnly: true), in: db)
        }
    }

    public func markMessageRead(careerId: String, messageId: Int) async throws(DataError) {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in
                guard try InboxStore.markRead(id: messageId, in: db) else { throw DataError.messageNotFound(messageId) }
            }
        }
    }

    public func markAllMessagesRead(careerId: String) async throws(DataError) {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write(InboxStore.markAllRead)
        }
    }
}
