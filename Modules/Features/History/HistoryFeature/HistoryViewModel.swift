import DesignSystem

/// What the History screen shows: the section bar, a table of the section (header and rows) or a note.
public struct HistoryViewModel: Equatable, Sendable {
    public struct SectionTab: Equatable, Sendable {
        public var title: String
        public var isActive: Bool

        public init(title: String, isActive: Bool) {
            self.title = title
            self.isActive = isActive
        }
    }

    public var title: String
    public var isLoading: Bool
    public var errorMessage: String?
    public var sections: [SectionTab]
    /// Column titles of the section's table; empty for a list of lines.
    public var header: [String]
    public var rows: [[String]]
    /// Rows about the user's club, highlighted.
    public var highlighted: [Bool]
    /// Shown instead of rows when the section has none yet.
    public var emptyMessage: String?
    public var scrollOffset: Int
    /// Over the club's seasons: where it finished, season by season, as bars (issue #42).
    public var chart: BarChartViewModel?

    public init(title: String = "History", isLoading: Bool = true, errorMessage: String? = nil,
                sections: [SectionTab] = [], header: [String] = [], rows: [[String]] = [], highlighted: [Bool] = [],
                emptyMessage: String? = nil, scrollOffset: Int = 0) {
        self.title = title
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.sections = sections
        self.header = header
        self.rows = rows
        self.highlighted = highlighted
        self.emptyMessage = emptyMessage
        self.scrollOffset = scrollOffset
    }
}
