import DataManaging

/// The inbox slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockInboxDataManager: InboxDataManaging {
    public var messagesResult: Result<[InboxMessage], DataError>?
    public var unreadCountResult: Result<Int, DataError>?
    public var markReadResult: Result<Void, DataError>?
    public var markAllReadResult: Result<Void, DataError>?

    public private(set) var messagesCareerIds: [String] = []
    public private(set) var unreadCountCareerIds: [String] = []
    public private(set) var markedRead: [(careerId: String, messageId: Int)] = []
    public private(set) var markAllReadCareerIds: [String] = []

    public init() {}

    public func inboxMessages(careerId: String) async throws(DataError) -> [InboxMessage] {
        messagesCareerIds.append(careerId)
        return try answer(messagesResult, for: "inboxMessages")
    }

    public func unreadMessageCount(careerId: String) async throws(DataError) -> Int {
        unreadCountCareerIds.append(careerId)
        return try answer(unreadCountResult, for: "unreadMessageCount")
    }

    public func markMessageRead(careerId: String, messageId: Int) async throws(DataError) {
        markedRead.append((careerId, messageId))
        try answer(markReadResult, for: "markMessageRead")
    }

    public func markAllMessagesRead(careerId: String) async throws(DataError) {
        markAllReadCareerIds.append(careerId)
        try answer(markAllReadResult, for: "markAllMessagesRead")
    }
}
