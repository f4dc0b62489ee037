/// One leaderboard of a division (goals, assists, rating or cards), best first, with the selected row.
public struct LeadersViewModel: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var playerId: String
        public var rank: String
        public var player: String
        /// Cut to fit and marked when it is the user's club.
        public var club: String
        /// The board's figure: "12", "7.4", "3Y 1R".
        public var figure: String
        public var appearances: String
        public var isUserClub: Bool

        public init(playerId: String, rank: String, player: String, club: String, figure: String, appearances: String,
                    isUserClub: Bool) {
            self.playerId = playerId
            self.rank = rank
            self.player = player
            self.club = club
            self.figure = figure
            self.appearances = appearances
            self.isUserClub = isUserClub
        }

        /// The cells left to right: rank, player, club, figure, appearances.
        public var cells: [String] { [rank, player, club, figure, appearances] }
    }

    /// "Goals · b: assists, rating, cards".
    public var title: String
    /// The figure's column: "Goals", "Assists", "Rating", "Cards".
    public var figureTitle: String
    public var rows: [Row]
    public var selectedRow: Int?
    /// Shown instead of the list while nobody is on the board.
    public var emptyMessage: String?

    public init(title: String, figureTitle: String, rows: [Row] = [], selectedRow: Int? = nil,
                emptyMessage: String? = nil) {
        self.title = title
        self.figureTitle = figureTitle
        self.rows = rows
        self.selectedRow = selectedRow
        self.emptyMessage = emptyMessage
    }
}
