/// One match day of a division's fixtures and results.
public struct FixturesViewModel: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        /// Cut to fit and marked when it is the user's club.
        public var home: String
        /// "2–1" once played, "v" before.
        public var score: String
        public var away: String
        public var isUserMatch: Bool

        public init(home: String, score: String, away: String, isUserMatch: Bool) {
            self.home = home
            self.score = score
            self.away = away
            self.isUserMatch = isUserMatch
        }
    }

    /// e.g. "Match day 3 · 2026-08-15".
    public var title: String
    public var rows: [Row]
    public var selectedRow: Int?

    public init(title: String, rows: [Row] = [], selectedRow: Int? = nil) {
        self.title = title
        self.rows = rows
        self.selectedRow = selectedRow
    }
}
