/// Which messages an inbox page is drawn from.
public struct InboxFilter: Sendable, Hashable {
    /// Only the messages not read yet.
    public var unreadOnly: Bool
    /// Leaves the pyramid's silly news out (`InboxMessage.Kind.pyramid`).
    public var withoutPyramidNews: Bool

    public init(unreadOnly: Bool = false, withoutPyramidNews: Bool = false) {
        self.unreadOnly = unreadOnly
        self.withoutPyramidNews = withoutPyramidNews
    }

    /// Every message.
    public static let all = InboxFilter()

    public func admits(_ message: InboxMessage) -> Bool {
        (!unreadOnly || !message.isRead) && (!withoutPyramidNews || message.kind != .pyramid)
    }
}
