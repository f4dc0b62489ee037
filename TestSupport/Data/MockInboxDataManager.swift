import DataManaging

/// The inbox slice, answered as the test sets it, with every call recorded. Pages are cut from
/// `messagesResult` the way the store cuts them from the file.
@MainActor
public final class MockInboxDataManager: InboxDataManaging {
    /// One page request, as the interactor or command made it.
    public struct PageRequest: Equatable, Sendable {
        public let careerId: String
        public let filter: InboxFilter
        public let offset: Int
        public let limit: Int

        public init(careerId: String, filter: InboxFilter = .all, offset: Int, limit: Int) {
            self.careerId = careerId
            self.filter = filter
            self.offset = offset
            self.limit = limit
        }
    }

    /// The whole inbox, newest first.
    public var messagesResult: Result<[InboxMessage], DataError>?
    public var unreadCountResult: Result<Int, DataError>?
    public var markReadResult: Result<Void, DataError>?
    public var markAllReadResult: Result<Void, DataError>?

    public private(set) var pageRequests: [PageRequest] = []
    public private(set) var unreadCountCareerIds: [String] = []
    public private(set) var markedRead: [(careerId: String, messageId: Int)] = []
    public private(set) var markAllReadCareerIds: [String] = []

    public init() {}

    /// The careers whose pages were asked for, one entry per request.
    public var messagesCareerIds: [String] { pageRequests.map(\.careerId) }

    public func inboxPage(careerId: String, filter: InboxFilter, offset: Int,
                          limit: Int) async throws(DataError) -> InboxPage {
        pageRequests.append(PageRequest(careerId: careerId, filter: filter, offset: offset, limit: limit))
        let all = try answer(messagesResult, for: "inboxPage")
        let asked = all.filter(filter.admits)
        return InboxPage(messages: Array(asked.dropFirst(offset).prefix(limit)), offset: offset, total: asked.count,
                         unread: all.count { !$0.isRead })
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
