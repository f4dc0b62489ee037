/// A division's top scorers, most goals first, with the selected row.
public struct TopScorersViewModel: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var playerId: String
        /// Shared by players level on goals, e.g. "1", "1", "3".
        public var rank: String
        public var player: String
        /// Cut to fit and marked when it is the user's club.
        public var club: String
        public var goals: String
        public var assists: String
        public var appearances: String
        public var isUserClub: Bool

        public init(playerId: String, rank: String, player: String, club: String, goals: String, assists: String,
                    appearances: String, isUserClub: Bool) {
            self.playerId = playerId
            self.rank = rank
            self.player = player
            self.club = club
            self.goals = goals
            self.assists = assists
            self.appearances = appearances
            self.isUserClub = isUserClub
        }

        /// The cells left to right: rank, player, club, goals, assists, appearances.
        public var cells: [String] { [rank, player, club, goals, assists, appearances] }
    }

    public var rows: [Row]
    public var selectedRow: Int?
    /// Shown instead of the list when nobody has scored yet.
    public var emptyMessage: String?

    public init(rows: [Row] = [], selectedRow: Int? = nil, emptyMessage: String? = nil) {
        self.rows = rows
        self.selectedRow = selectedRow
        self.emptyMessage = emptyMessage
    }
}
