/// What the cup and its rounds are called, wherever they are shown.
public enum CupNames {
    public static let cup = "The Gravy Boat Cup"

    /// "Round 1" … "Quarter-finals", "Semi-finals", "Final" for `round` of a cup of `rounds`.
    public static func round(_ round: Int, of rounds: Int) -> String {
        switch rounds - round {
        case 0: "Final"
        case 1: "Semi-finals"
        case 2: "Quarter-finals"
        default: "Round \(round)"
        }
    }
}
