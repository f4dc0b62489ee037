/// One page of a career's inbox, newest first, with the counts a listing shows around it: a screen or a command
/// reads a page at a time, whatever the inbox holds.
public struct InboxPage: Sendable, Hashable {
    /// The most messages one page may ask for.
    public static let maximumLimit = 1_000

    /// This page's messages, newest first.
    public let messages: [InboxMessage]
    /// The position of the page's first message among those asked for (0 is the newest).
    public let offset: Int
    /// How many messages the filter admits in all.
    public let total: Int
    /// How many messages of the whole inbox are unread.
    public let unread: Int

    public init(messages: [InboxMessage], offset: Int, total: Int, unread: Int) {
        self.messages = messages
        self.offset = offset
        self.total = total
        self.unread = unread
    }
}
