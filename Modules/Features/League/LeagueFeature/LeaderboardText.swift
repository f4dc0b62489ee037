import DataManaging
import DesignSystem

/// How a leaderboard and a player's figure on it read, on the League tab and in `supersoccer leaders` alike.
public enum LeaderboardText {
    /// A board's name, as its column's title.
    public static func board(_ board: Leaderboards.Board) -> String {
        switch board {
        case .goals: "Goals"
        case .assists: "Assists"
        case .rating: "Rating"
        case .cards: "Cards"
        }
    }

    /// A player's figure on `board`: "12", "7.4", "3Y 1R".
    public static func figure(_ line: Leaderboards.Line, on board: Leaderboards.Board) -> String {
        switch board {
        case .goals: "\(line.goals)"
        case .assists: "\(line.assists)"
        case .rating: RatingText.oneDecimal(line.averageRating)
        case .cards: "\(line.yellowCards)Y \(line.redCards)R"
        }
    }
}
