import DataManaging

/// Everything the Inbox screen knows, held by the interactor and turned into the view model by the transform.
public struct InboxScreenState: Sendable, Equatable {
    public var isLoading: Bool
    public var errorMessage: String?
    /// Newest first.
    public var messages: [InboxMessage]
    public var selectedIndex: Int
    /// The message open on screen; nil shows the list.
    public var openMessageId: Int?

    public init(isLoading: Bool = true, errorMessage: String? = nil, messages: [InboxMessage] = [],
                selectedIndex: Int = 0, openMessageId: Int? = nil) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.messages = messages
        self.selectedIndex = selectedIndex
        self.openMessageId = openMessageId
    }
}
