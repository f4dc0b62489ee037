/// What the Cup screen shows: the cup's name, the user's path through it, a bar of the rounds drawn, and the ties
/// of the round shown (the user's highlighted) or a note.
public struct CupViewModel: Equatable, Sendable {
    public struct RoundTab: Equatable, Sendable {
        public var title: String
        public var isActive: Bool

        public init(title: String, isActive: Bool) {
            self.title = title
            self.isActive = isActive
        }
    }

    public var title: String
    public var heading: String
    /// The user's club's run so far, one phrase a round.
    public var path: String
    public var isLoading: Bool
    public var errorMessage: String?
    public var rounds: [RoundTab]
    /// One row a tie: home, score, away, how it was settled.
    public var rows: [[String]]
    public var highlighted: [Bool]
    public var emptyMessage: String?
    public var scrollOffset: Int

    public init(title: String = "Cup", heading: String = "", path: String = "", isLoading: Bool = true,
                errorMessage: String? = nil, rounds: [RoundTab] = [], rows: [[String]] = [], highlighted: [Bool] = [],
                emptyMessage: String? = nil, scrollOffset: Int = 0) {
        self.title = title
        self.heading = heading
        self.path = path
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.rounds = rounds
        self.rows = rows
        self.highlighted = highlighted
        self.emptyMessage = emptyMessage
        self.scrollOffset = scrollOffset
    }
}
