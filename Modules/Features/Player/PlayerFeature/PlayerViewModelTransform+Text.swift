import DataManaging
import DesignSystem
import GameModels

/// The profile's own formats; money and dates come from DesignSystem, as every screen prints them.
extension PlayerViewModelTransform {
    /// The season starting in `year`, e.g. 2028 → "2028/29".
    static func seasonLabel(startingIn year: Int) -> String {
        Season.label(startingIn: year)
    }

    /// A match rating to one decimal ("7.1"), or "–" when there is none yet.
    static func rating(_ value: Double?) -> String {
        guard let value, value >= 0 else { return "–" }
        return RatingText.oneDecimal(value)
    }

    /// The career's average rating: each season's average weighted by its appearances, so a full
    /// season counts for more than a cameo one; nil before any rated appearance.
    static func careerAverage(_ seasons: [PlayerDetails.SeasonLine]) -> Double? {
        let rated = seasons.compactMap { line in
            line.averageRating.map { (rating: $0, appearances: line.stats.appearances) }
        }.filter { $0.appearances > 0 }
        let appearances = rated.reduce(0) { $0 + $1.appearances }
        guard appearances > 0 else { return nil }
        return rated.reduce(0.0) { $0 + $1.rating * Double($1.appearances) } / Double(appearances)
    }

    /// "1 match day", "3 match days".
    static func matchDays(_ count: Int) -> String {
        "\(count) match day\(count == 1 ? "" : "s")"
    }

    static func positionName(_ position: Position) -> String {
        switch position {
        case .goalkeeper: "Goalkeeper"
        case .defender: "Defender"
        case .midfielder: "Midfielder"
        case .forward: "Forward"
        }
    }

}
