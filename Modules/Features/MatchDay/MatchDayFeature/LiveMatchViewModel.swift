/// The user's match as it is played: the scoreboard, which is always on screen, the commentary so far,
/// the other matches of the division and, while paused, the management panel.
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
    /// The user's formation and instruction, e.g. "4-4-2 · Hold".
    public var tactics: String
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
    /// The division's other matches at the clock's minute.
    public var latestScores: [LatestScoreViewModel]
    /// Only while paused.
    public var management: ManagementPanelViewModel?
    /// Why the last change was refused, one line.
    public var notice: String?
    /// The match's numbers up to the clock's minute, while the user has them on show (`t`).
    public var stats: [MatchStatLine]?

    public init(fixture: String, tactics: String = "", scoreLine: String, clock: String, speed: String,
                isPaused: Bool = false, isRunning: Bool = true, isFinished: Bool = false,
                commentary: [CommentaryLine] = [], latestScores: [LatestScoreViewModel] = [],
                management: ManagementPanelViewModel? = nil, notice: String? = nil, stats: [MatchStatLine]? = nil) {
        self.fixture = fixture
        self.tactics = tactics
        self.scoreLine = scoreLine
        self.clock = clock
        self.speed = speed
        self.isPaused = isPaused
        self.isRunning = isRunning
        self.isFinished = isFinished
        self.commentary = commentary
        self.latestScores = latestScores
        self.management = management
        self.notice = notice
        self.stats = stats
    }
}
