import DataManaging

/// The inbox slice: each call one transaction on the career file.
extension SQLiteDataManager {
    public func inboxMessages(careerId: String) async throws(DataError) -> [InboxMessage] {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try InboxStore.messages(in: db).map(InboxMessageTransformer.model(from:))
        }
    }

    public func unreadMessageCount(careerId: String) async throws(DataError) -> Int {
        try connections.read(try careerFile(careerId), checkingIntegrity: false, InboxStore.unreadCount)
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
