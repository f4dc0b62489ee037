import DesignSystem

/// What the Transfers screen shows: the window and the money, the lists' tabs, the market filters, the
/// list of the page shown, and the prompt line (what is being typed, or how the last action ended).
public struct TransfersViewModel: Equatable, Sendable {
    /// Text being typed on the prompt line.
    public struct Input: Equatable, Sendable {
        public var label: String
        public var text: String
        /// What Enter and Esc do.
        public var hint: String
        /// What to know before Enter (how a club prices a player), shown above the line.
        public var note: String?

        public init(label: String, text: String, hint: String, note: String? = nil) {
            self.label = label
            self.text = text
            self.hint = hint
            self.note = note
        }
    }

    /// How the last action ended, in one line.
    public struct Outcome: Equatable, Sendable {
        public enum Tone: Equatable, Sendable { case good, bad, question, neutral }
        public var text: String
        public var tone: Tone

        public init(_ text: String, tone: Tone) {
            self.text = text
            self.tone = tone
        }
    }

    public var title: String
    public var isLoading: Bool
    public var errorMessage: String?
    public var page: TransfersPage
    /// The window, the money, the wages and the squad: one line each.
    public var header: [String]
    public var isWindowOpen: Bool
    /// One name per page, in `TransfersPage` order.
    public var tabs: [String]
    /// The market's filters; nil on the other pages.
    public var filters: String?
    public var columns: [TableView.Column]
    /// One cell per column.
    public var rows: [[String]]
    public var selectedIndex: Int
    /// Shown instead of the list when it has no row.
    public var emptyMessage: String?
    public var input: Input?
    public var outcome: Outcome?
    /// A club countered the user's bid: one key bids its fee.
    public var canTakeCounter: Bool

    public init(title: String = "Transfers", isLoading: Bool = true, errorMessage: String? = nil,
                page: TransfersPage = .market, header: [String] = [], isWindowOpen: Bool = false, tabs: [String] = [],
                filters: String? = nil, columns: [TableView.Column] = [], rows: [[String]] = [],
                selectedIndex: Int = 0, emptyMessage: String? = nil, input: Input? = nil, outcome: Outcome? = nil,
                canTakeCounter: Bool = false) {
        self.title = title
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.page = page
        self.header = header
        self.isWindowOpen = isWindowOpen
        self.tabs = tabs
        self.filters = filters
        self.columns = columns
        self.rows = rows
        self.selectedIndex = selectedIndex
        self.emptyMessage = emptyMessage
        self.input = input
        self.outcome = outcome
        self.canTakeCounter = canTakeCounter
    }
}
