/// The career table: one row per season, newest first, and the totals.
public struct PlayerCareerViewModel: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        /// e.g. "2026/27", or "Total".
        public var season: String
        public var club: String
        public var appearances: String
        public var goals: String
        public var assists: String
        /// One decimal, or "–".
        public var averageRating: String

        public init(season: String, club: String, appearances: String, goals: String, assists: String,
                    averageRating: String) {
            self.season = season
            self.club = club
            self.appearances = appearances
            self.goals = goals
            self.assists = assists
            self.averageRating = averageRating
        }

        /// The cells, left to right.
        public var cells: [String] { [season, club, appearances, goals, assists, averageRating] }
    }

    public var rows: [Row]
    public var totals: Row

    public init(rows: [Row], totals: Row) {
        self.rows = rows
        self.totals = totals
    }
}
