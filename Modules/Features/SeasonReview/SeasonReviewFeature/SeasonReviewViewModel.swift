/// What the Season Review screen shows: a title, a page of styled lines and the line that is selected.
public struct SeasonReviewViewModel: Equatable, Sendable {
    /// One line of the page and what it is, for the view to colour.
    public struct Line: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case heading, plain, userClub, promotion, relegation, note
        }

        public var text: String
        public var kind: Kind

        public init(_ text: String, _ kind: Kind = .plain) {
            self.text = text
            self.kind = kind
        }
    }

    public var title: String
    public var phase: SeasonReviewPhase
    public var errorMessage: String?
    public var lines: [Line]
    /// The page line of the selected contract decision, if any.
    public var selectedLine: Int?
    public var scrollOffset: Int

    public init(title: String = "Season Review", phase: SeasonReviewPhase = .loading, errorMessage: String? = nil,
                lines: [Line] = [], selectedLine: Int? = nil, scrollOffset: Int = 0) {
        self.title = title
        self.phase = phase
        self.errorMessage = errorMessage
        self.lines = lines
        self.selectedLine = selectedLine
        self.scrollOffset = scrollOffset
    }
}
