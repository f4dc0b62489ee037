/// A division's clubs in table order with their numbers a match this season, and the selected row.
public struct ClubNumbersViewModel: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var position: String
        /// Cut to fit and marked when it is the user's club.
        public var club: String
        /// Matches counted, then a match: shots, on target, possession ("54%"), corners, fouls; cards in all.
        public var figures: [String]
        public var isUserClub: Bool

        public init(position: String, club: String, figures: [String], isUserClub: Bool) {
            self.position = position
            self.club = club
            self.figures = figures
            self.isUserClub = isUserClub
        }

        public var cells: [String] { [position, club] + figures }
    }

    public var rows: [Row]
    public var selectedRow: Int?
    /// Shown instead of the list before any match of the season is counted.
    public var emptyMessage: String?

    public init(rows: [Row] = [], selectedRow: Int? = nil, emptyMessage: String? = nil) {
        self.rows = rows
        self.selectedRow = selectedRow
        self.emptyMessage = emptyMessage
    }
}
