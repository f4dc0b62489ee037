/// The replay of the user's match: the scoreboard, which is always on screen, and the commentary so far.
public struct LiveMatchViewModel: Equatable, Sendable {
    public struct CommentaryLine: Equatable, Sendable {
        public enum Emphasis: Sendable, Hashable {
            case normal, goal, booking, sendingOff, whistle
        }

        /// e.g. "37'".
        public var minute: String
        public var text: String
        public var emphasis: Emphasis

        public init(minute: String, text: String, emphasis: Emphasis = .normal) {
            self.minute = minute
            self.text = text
            self.emphasis = emphasis
        }
    }

    /// e.g. "Crumpet Rovers v Sporting Wobbleton · Match day 1".
    public var fixture: String
    /// e.g. "CRU 1–0 SPW".
    public var scoreLine: String
    /// "37'", "HT" or "FT".
    public var clock: String
    /// e.g. "2×".
    public var speed: String
    public var isPaused: Bool
    /// Whether the clock wants ticks (neither paused nor finished).
    public var isRunning: Bool
    public var isFinished: Bool
    /// Every line revealed so far, oldest first.
    public var commentary: [CommentaryLine]

    public init(fixture: String, scoreLine: String, clock: String, speed: String, isPaused: Bool = false,
                isRunning: Bool = true, isFinished: Bool = false, commentary: [CommentaryLine] = []) {
        self.fixture = fixture
        self.scoreLine = scoreLine
        self.clock = clock
        self.speed = speed
        self.isPaused = isPaused
        self.isRunning = isRunning
        self.isFinished = isFinished
        self.commentary = commentary
    }
}
