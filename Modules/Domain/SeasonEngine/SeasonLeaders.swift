/// The leaderboards of a division's season, or of a whole career (issue #42): who scored, set up, rated and was booked
/// the most. One rule for the League tab and `supersoccer leaders`, and the same as the awards': the average rating
/// counts only over enough matches (`SeasonAwards.isRegular`), and ties go to fewer appearances, then to the id, so a
/// board never depends on the order its lines came in.
public enum SeasonLeaders {
    public enum Board: String, CaseIterable, Sendable {
        case goals, assists, rating, cards
    }

    /// How many players a board lists.
    public static let length = 10

    /// The board's leaders among `lines`, best first. `rounds`: the most matches a club of the division played (over
    /// a career, the sum of its seasons'), against which a rating counts.
    public static func leaders(_ board: Board, among lines: [PlayerSeasonLine], rounds: Int) -> [PlayerSeasonLine] {
        let key: (PlayerSeasonLine) -> Double
        let eligible: (PlayerSeasonLine) -> Bool
        switch board {
        case .goals: (key, eligible) = ({ Double($0.goals) }, { $0.goals > 0 })
        case .assists: (key, eligible) = ({ Double($0.assists) }, { $0.assists > 0 })
        case .rating: (key, eligible) = ({ $0.averageRating }, { SeasonAwards.isRegular($0, rounds: rounds) })
        // A red card weighs as three yellows: a sending-off is the graver booking.
        case .cards: (key, eligible) = ({ Double($0.yellowCards + 3 * $0.redCards) }, { $0.yellowCards + $0.redCards > 0 })
        }
        return Array(lines.filter(eligible).sorted { lhs, rhs in
            (key(lhs), -lhs.appearances, rhs.playerId) > (key(rhs), -rhs.appearances, lhs.playerId)
        }.prefix(length))
    }

    /// Each player's lines summed into one, credited to the club of the last line given: a career's board.
    public static func careerLines(_ seasons: [[PlayerSeasonLine]]) -> [PlayerSeasonLine] {
        var summed: [String: PlayerSeasonLine] = [:]
        var order: [String] = []
        for line in seasons.joined() {
            guard var total = summed[line.playerId] else {
                summed[line.playerId] = line
                order.append(line.playerId)
                continue
            }
            total.teamId = line.teamId
            total.appearances += line.appearances
            total.goals += line.goals
            total.ratingTotal += line.ratingTotal
            total.assists += line.assists
            total.yellowCards += line.yellowCards
            total.redCards += line.redCards
            summed[line.playerId] = total
        }
        return order.compactMap { summed[$0] }
    }
}
