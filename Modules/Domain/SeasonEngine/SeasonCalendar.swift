import GameModels

/// When match days fall: one a week, on the season's start date's weekday.
public enum SeasonCalendar {
    public static let daysBetweenMatchDays = 7

    public static func date(ofMatchDay matchDay: Int, seasonStart: GameDate) -> GameDate {
        seasonStart.adding(days: (matchDay - 1) * daysBetweenMatchDays)
    }
}
