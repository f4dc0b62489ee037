import DataManaging
import GRDB
import Persistence

/// Plays match days one after another, each in its own transaction, and crosses season ends with a
/// rollover of its own (nobody managing, the user's club is run as a computer club is); an interruption leaves the
/// career at the last complete day or season end, and a new advance carries on from there.
enum SeasonAdvancer {
    static let maximumSeasons = 500
    /// As many match days as `maximumSeasons` of the largest division: more is a typo, not a career.
    static let maximumMatchDays = maximumSeasons * CareerContentRules.matchDays.upperBound

    /// Refuses a request that asks for nothing or for too much, before the career is opened.
    static func validate(_ request: AdvanceRequest) throws(DataError) {
        switch request {
        case .matchDays(let count):
            guard count >= 1 else { throw .invalidAdvance("the number of match days must be at least 1") }
            guard count <= maximumMatchDays else {
                throw .invalidAdvance("the number of match days must be 1–\(maximumMatchDays), not \(count)")
            }
        case .seasons(let count):
            guard (1...maximumSeasons).contains(count) else {
                throw .invalidAdvance("the number of seasons must be 1–\(maximumSeasons), not \(count)")
            }
        case .toSeasonEnd, .untilNews:
            break
        }
    }

    /// Each day starts from the one before it (`DayCarry`, kept in the session's `memo`) while nothing else writes.
    static func advance(slot: String, request: AdvanceRequest, queue: DatabaseQueue, memo: SessionMemo,
                        afterMatchWritten: (String) throws -> Void) throws -> AdvanceResult {
        var days: [AdvanceResult.Day] = []
        var ends: [SeasonEndSummary] = []
        var news: [String] = []
        var leagueDays = 0
        // What waited on the manager before the day about to be played (`untilNews` only).
        var waiting: ManagerNews?
        // The day after the last one played, as that day found it; read from the file before the first day and after a
        // season's end.
        var dayAfter: Int?? = .none
        while true {
            let next = try dayAfter ?? queue.snapshot { db in
                try SeasonStore.nextMatchDay(seasonId: CareerStore.careerRecord(in: db).currentSeasonId, in: db)
            }
            if next == nil {
                if request == .untilNews { news.append("the season is over: the Season Review is next") }
                guard startsNextSeason(request, days: leagueDays, ends: ends.count) else { break }
                ends.append(try queue.write { db in
                    try SeasonEnder.startNextSeason(slot: slot, decisions: nil, in: db)
                })
                dayAfter = .none
                if case .seasons(let count) = request, ends.count == count { break }
                continue
            }
            if request == .untilNews, waiting == nil { waiting = try queue.snapshot(readNews) }
            let outcome = try MatchDayPlayer.play(slot: slot, requested: nil, lineUp: nil, assistantTrades: true,
                                                  managerPlaysCupTie: false, on: queue, carrying: memo,
                                                  afterMatchWritten: afterMatchWritten)
            // A cup round the game left for the manager is played first with the day, the assistant picking his side.
            days += [outcome.cupRoundFirst].compactMap { $0 }
            days.append(AdvanceResult.Day(matchDay: outcome.played.matchDay, date: outcome.played.date,
                                          userResult: outcome.userResult, cupResult: outcome.cupResult))
            leagueDays += 1
            dayAfter = .some(outcome.nextMatchDay)
            if case .matchDays(let count) = request, leagueDays == count { break }
            if request == .toSeasonEnd, outcome.nextMatchDay == nil { break }
            if request == .untilNews, let before = waiting {
                let after = try queue.snapshot(readNews)
                news = before.arrivals(in: after)
                waiting = after
                if !news.isEmpty { break }
            }
        }
        return try queue.snapshot { db in
            let seasonId = try CareerStore.careerRecord(in: db).currentSeasonId
            return AdvanceResult(days: days, seasonEnds: ends,
                                 seasonOver: try SeasonStore.nextMatchDay(seasonId: seasonId, in: db) == nil,
                                 summary: try CareerSummary(slot: slot, records: CareerStore.summaryRecords(in: db)),
                                 news: news)
        }
    }

    private static func readNews(_ db: Database) throws -> ManagerNews {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        return ManagerNews(try ManagerNewsRecords.read(teamId: context.career.userTeamId, seasonId: context.season.id,
                                                        in: db), context: context)
    }

    /// At a season's end: whether the request goes on into the next season. `toSeasonEnd` does only when
    /// it started there (it then plays the next season to its end).
    private static func startsNextSeason(_ request: AdvanceRequest, days: Int, ends: Int) -> Bool {
        switch request {
        case .matchDays: true
        case .seasons(let count): ends < count
        case .toSeasonEnd: days == 0 && ends == 0
        case .untilNews: false
        }
    }
}
