import DataManaging
import DesignSystem
import GameModels

/// The match day's small formats: dates, minutes, scores and ratings, without Foundation's formatters.
package enum MatchDayText {
    /// "1 Aug 2026", as the main menu shows dates.
    package static func date(_ date: GameDate) -> String {
        DateText.dayMonthYear(day: date.day, month: date.month, year: date.year)
    }

    /// "37'", and stoppage time after 90 as "90+3'" — except in a match that went to extra time, whose minutes
    /// run on to 120.
    package static func minute(_ minute: Int, extraTime: Bool = false) -> String {
        minute > 90 && !extraTime ? "90+\(minute - 90)'" : "\(minute)'"
    }

    /// "Match day 12", or the cup round a cup tie is played in: "Cup Round 2", "Cup Final".
    package static func day(_ matchDay: Int, match: MatchDayPreview.UserMatch?) -> String {
        match?.cupRoundName.map { "Cup \($0)" } ?? "Match day \(matchDay)"
    }

    /// Over the next day, after one played without the user's club.
    package static func playedWithoutUser(_ matchDay: Int) -> String {
        "Match day \(matchDay) played without you — its results are on the League tab (f)."
    }

    /// Over the next day, after `n` played on: which days, and what stopped it.
    package static func playedUntilNews(_ result: AdvanceResult) -> String {
        let days = result.days.filter(\.playedLeague).map(\.matchDay)
        let played = switch (days.first, days.last) {
        case (let first?, let last?) where first == last: "Match day \(first) played"
        case (let first?, let last?): "Match days \(first)–\(last) played"
        default: "Nothing played"
        }
        return played + (result.news.isEmpty ? "." : " — stopped for: " + result.news.joined(separator: "; ") + ".")
    }

    /// "2–1", with an en dash as scores are printed.
    package static func score(_ home: Int, _ away: Int) -> String { "\(home)–\(away)" }

    /// A match rating to one decimal, rounded half up: "7.4".
    package static func rating(_ rating: Double) -> String { RatingText.oneDecimal(rating) }

    /// A rating in tenths as shown, so ratings shown alike compare equal.
    package static func tenths(_ rating: Double) -> Int { RatingText.tenths(rating) }
}
