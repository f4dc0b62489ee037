import Economy
import GameModels
import GRDB
import Persistence

/// Where the current season stands today, in the weeks money and contracts are counted in.
struct SeasonToday {
    let moment: SeasonMoment
    /// The week a sum paid now is booked in: the next to play, or the last once the season is played.
    let bookingWeek: Int
    /// The next match day to play; nil once the season is played.
    let nextMatchDay: Int?

    init(season: Season, in db: Database) throws {
        let weeks = try FinanceStore.weeks(seasonId: season.id, in: db)
        let next = try SeasonStore.nextMatchDay(seasonId: season.id, in: db)
        moment = SeasonMoment(seasonYear: season.year, weeksPlayed: (next ?? weeks + 1) - 1, weeksInSeason: weeks)
        bookingWeek = max(1, min(next ?? weeks, weeks))
        nextMatchDay = next
    }
}
