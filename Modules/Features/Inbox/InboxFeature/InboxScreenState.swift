import DataManaging

/// Everything the Inbox screen knows, held by the interactor and turned into the view model by the transform.
/// It holds one page read from the career, never the whole inbox.
public struct InboxScreenState: Sendable, Equatable {
    public var isLoading: Bool
    public var errorMessage: String?
    /// The page read, newest first; its first message is the `pageOffset`-th newest.
    public var messages: [InboxMessage]
    public var pageOffset: Int
    /// Messages the filter admits, and how many of the whole inbox are unread.
    public var total: Int
    public var unread: Int
    /// The selected message's position in the whole inbox (0 is the newest); always within the page read.
    public var selectedIndex: Int
    /// The message open on screen; nil shows the list.
    public var openMessageId: Int?
    /// Which messages the list shows (`p` hides or shows the pyramid's news).
    public var filter: InboxFilter

    public init(isLoading: Bool = true, errorMessage: String? = nil, messages: [InboxMessage] = [],
                pageOffset: Int = 0, total: Int = 0, unread: Int = 0, selectedIndex: Int = 0,
                openMessageId: Int? = nil, filter: InboxFilter = .all) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.messages = messages
        self.pageOffset = pageOffset
        self.total = total
        self.unread = unread
        self.selectedIndex = selectedIndex
        self.openMessageId = openMessageId
        self.filter = filter
    }

    /// The selected message, when the page read holds it.
    public var selected: InboxMessage? {
        let index = selectedIndex - pageOffset
        return messages.indices.contains(index) ? messages[index] : nil
    }
}
