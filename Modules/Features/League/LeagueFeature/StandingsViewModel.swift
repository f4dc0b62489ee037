/// A division's table, best first, with the selected row.
public struct StandingsViewModel: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var position: String
        /// Cut to fit and marked when it is the user's club, e.g. "Crumpet Rovers *".
        public var club: String
        public var played: String
        public var won: String
        public var drawn: String
        public var lost: String
        public var goalsFor: String
        public var goalsAgainst: String
        /// Signed: "+3", "0", "−2".
        public var goalDifference: String
        public var points: String
        public var isUserClub: Bool

        public init(position: String, club: String, played: String, won: String, drawn: String, lost: String,
                    goalsFor: String, goalsAgainst: String, goalDifference: String, points: String,
                    isUserClub: Bool) {
            self.position = position
            self.club = club
            self.played = played
            self.won = won
            self.drawn = drawn
            self.lost = lost
            self.goalsFor = goalsFor
            self.goalsAgainst = goalsAgainst
            self.goalDifference = goalDifference
            self.points = points
            self.isUserClub = isUserClub
        }

        /// The cells left to right: Pos, Club, P, W, D, L, GF, GA, GD, Pts.
        public var cells: [String] {
            [position, club, played, won, drawn, lost, goalsFor, goalsAgainst, goalDifference, points]
        }
    }

    public var rows: [Row]
    public var selectedRow: Int?

    public init(rows: [Row] = [], selectedRow: Int? = nil) {
        self.rows = rows
        self.selectedRow = selectedRow
    }
}
