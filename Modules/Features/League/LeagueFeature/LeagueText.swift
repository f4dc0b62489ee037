import DesignSystem

/// The League screen's text rules, shared by the transform (which formats) and the views (which size
/// their columns so the longest formatted name fits at 80 columns).
enum LeagueText {
    /// Club names are cut to this many columns; the longest generated name is 28.
    static let clubNameLimit = 28
    static let playerNameLimit = 24
    /// Follows the user's club's name wherever it appears, and the legend explains it.
    static let userMarker = " *"
    static let legend = "* your club  ↑ promotion  ↓ relegation"
    /// The widest club cell: a name at the limit with the marker.
    static let clubCellWidth = clubNameLimit + userMarker.count

    /// The club's name cut to the limit, with the marker when it is the user's club.
    static func club(_ name: String, isUser: Bool) -> String {
        TextLayout.truncate(name, to: clubNameLimit) + (isUser ? userMarker : "")
    }

    static func player(_ name: String) -> String {
        TextLayout.truncate(name, to: playerNameLimit)
    }

    /// Goal difference with its sign: "+3", "0", "−2" (a true minus sign, the width of a digit).
    static func signed(_ value: Int) -> String {
        value > 0 ? "+\(value)" : (value < 0 ? "−\(-value)" : "0")
    }

    /// The mark after a table position: "↑" in the places that go up at the season's end, "↓" in those
    /// that go down, nothing between.
    static func zone(position: Int, clubs: Int, up: Int, down: Int) -> String {
        if position <= up { return "↑" }
        if position > clubs - down { return "↓" }
        return ""
    }

    /// "2–1" once played, "v" before.
    static func score(home: Int?, away: Int?) -> String {
        guard let home, let away else { return "v" }
        return "\(home)–\(away)"
    }
}
