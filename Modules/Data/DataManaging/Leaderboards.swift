import GameModels

/// The leaderboards of a season (a division each) or of the whole career (one, every division together): goals,
/// assists, average rating and cards, each best first (`SeasonLeaders` in the Domain decides who and in what order).
public struct Leaderboards: Sendable, Hashable {
    public enum Board: String, CaseIterable, Sendable {
        case goals, assists, rating, cards
    }

    /// A player on a board, with all his numbers: the board says which one it ranks by.
    public struct Line: Sendable, Hashable {
        public let playerId: String
        public let playerName: String
        public let teamId: String
        public let clubName: String
        public let appearances: Int
        public let goals: Int
        public let assists: Int
        public let averageRating: Double
        public let yellowCards: Int
        public let redCards: Int

        public init(playerId: String, playerName: String, teamId: String, clubName: String, appearances: Int, goals: Int,
                    assists: Int, averageRating: Double, yellowCards: Int, redCards: Int) {
            self.playerId = playerId
            self.playerName = playerName
            self.teamId = teamId
            self.clubName = clubName
            self.appearances = appearances
            self.goals = goals
            self.assists = assists
            self.averageRating = averageRating
            self.yellowCards = yellowCards
            self.redCards = redCards
        }
    }

    /// One division's boards (the career's: "All divisions").
    public struct Section: Sendable, Hashable {
        public let name: String
        public let boards: [Board: [Line]]

        public init(name: String, boards: [Board: [Line]]) {
            self.name = name
            self.boards = boards
        }
    }

    /// "2026/27", or "Career" for every season together.
    public let title: String
    public let sections: [Section]

    public init(title: String, sections: [Section]) {
        self.title = title
        self.sections = sections
    }
}

/// Which leaderboards: one season's (nil: the current one), or the whole career's.
public enum LeaderboardScope: Sendable, Hashable {
    case season(year: Int?)
    case career
}
