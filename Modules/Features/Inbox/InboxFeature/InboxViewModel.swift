/// What the Inbox screen shows: the list of messages, or the one opened.
public struct InboxViewModel: Equatable, Sendable {
    /// One line of the list.
    public struct Row: Equatable, Sendable {
        public var date: String
        public var kind: String
        public var subject: String
        public var isUnread: Bool

        public init(date: String, kind: String, subject: String, isUnread: Bool) {
            self.date = date
            self.kind = kind
            self.subject = subject
            self.isUnread = isUnread
        }
    }

    /// A message opened to read.
    public struct Opened: Equatable, Sendable {
        public var subject: String
        /// "8 Aug 2026 · Injury"
        public var dateLine: String
        public var body: String

        public init(subject: String, dateLine: String, body: String) {
            self.subject = subject
            self.dateLine = dateLine
            self.body = body
        }
    }

    public var title: String
    public var isLoading: Bool
    public var errorMessage: String?
    /// "3 unread of 12 messages".
    public var summary: String
    public var rows: [Row]
    public var selectedIndex: Int
    public var opened: Opened?
    /// Shown instead of the list when there is no message yet.
    public var emptyMessage: String?
    /// Whether the pyramid's silly news is left out of the list.
    public var pyramidNewsHidden: Bool

    public init(title: String = "Inbox", isLoading: Bool = true, errorMessage: String? = nil, summary: String = "",
                rows: [Row] = [], selectedIndex: Int = 0, opened: Opened? = nil, emptyMessage: String? = nil,
                pyramidNewsHidden: Bool = false) {
        self.title = title
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.summary = summary
        self.rows = rows
        self.selectedIndex = selectedIndex
        self.opened = opened
        self.emptyMessage = emptyMessage
        self.pyramidNewsHidden = pyramidNewsHidden
    }
}
