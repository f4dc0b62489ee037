/// Where a club stands on paper in its division, and the words for it: "strongest of 20", "2nd strongest of 20".
public enum StrengthRank {
    /// The one order of clubs on paper, wherever a rank is shown (the club choice, the board, the job market):
    /// the stronger first, clubs level on strength by id — so two clubs level on 61 are 1st and 2nd everywhere
    /// alike (issue #42: the club choice broke the tie by name, the board by id).
    public static func isAhead(strength: Int, teamId: String, of other: (strength: Int, teamId: String)) -> Bool {
        (-strength, teamId) < (-other.strength, other.teamId)
    }

    public static func ordinal(_ number: Int) -> String {
        let suffix = switch (number % 10, number % 100) {
        case (_, 11...13): "th"
        case (1, _): "st"
        case (2, _): "nd"
        case (3, _): "rd"
        default: "th"
        }
        return "\(number)\(suffix)"
    }

    public static func standing(rank: Int, of count: Int) -> String {
        rank == 1 ? "strongest of \(count)" : "\(ordinal(rank)) strongest of \(count)"
    }
}
