import DataManaging
import GRDB

/// Plays match days one after another, each in its own transaction, so an interruption leaves the career
/// at the last complete day and a new advance carries on from there.
enum SeasonAdvancer {
    /// How many match days `request` asks for at most; refused before the career is opened.
    static func dayLimit(of request: AdvanceRequest) throws(DataError) -> Int {
        switch request {
        case .matchDays(let count):
            guard count >= 1 else { throw .invalidAdvance("the number of match days must be at least 1") }
            return count
        case .toSeasonEnd:
            return .max
        }
    }

    /// Plays up to `dayLimit` days (at least 1), stopping early at the end of the season; `.seasonOver`
    /// when no day is left to begin with.
    static func advance(slot: String, dayLimit: Int, queue: DatabaseQueue,
                        afterMatchWritten: (String) throws -> Void) throws -> AdvanceResult {
        var days: [AdvanceResult.Day] = []
        var outcome: MatchDayOutcome
        repeat {
            outcome = try queue.write { db in
                try MatchDayPlayer.play(slot: slot, requested: nil, lineUp: nil, in: db,
                                        afterMatchWritten: afterMatchWritten)
            }
            days.append(AdvanceResult.Day(matchDay: outcome.played.matchDay, date: outcome.played.date,
                                          userResult: outcome.userResult))
        } while days.count < dayLimit && outcome.nextMatchDay != nil
        return AdvanceResult(days: days, seasonOver: outcome.nextMatchDay == nil, summary: outcome.played.summary)
    }
}
