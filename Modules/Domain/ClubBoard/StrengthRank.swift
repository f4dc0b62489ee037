/// Words for where a club stands on paper in its division: "strongest of 20", "2nd strongest of 20".
public enum StrengthRank {
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
