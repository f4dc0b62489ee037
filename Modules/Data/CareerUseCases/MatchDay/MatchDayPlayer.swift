import DataManaging
import GameModels
import GRDB
import Persistence
import SeasonEngine

/// A match day just played, and what is left of the season after it.
struct MatchDayOutcome {
    let played: PlayedMatchDay
    /// The user's match among `played.results`; nil on a day his club did not play.
    let userResult: FixtureSummary?
    /// His club's cup tie midweek after the day, if it played one.
    let cupResult: AdvanceResult.CupResult?
    /// Nil once the season's last match is played.
    let nextMatchDay: Int?
    /// A cup round left to play before the day (the game left it for the manager), played first with it.
    var cupRoundFirst: AdvanceResult.Day?
    /// What the next day on this connection may start from instead of the file; nil after a cup round alone.
    var carry: DayCarry?
}

/// Plays one match day of the whole pyramid inside the caller's write transaction: checks it is the one to play,
/// loads the state `PyramidWeek` needs, runs it — the same week `simulate` plays — and writes what it did: the
/// market's moves and bids, results, events, performances, season totals, conditions, every club's money for the
/// week, the board's judgement, the day's inbox messages and the career's new date. A user's match in progress
/// on that day is finished as he managed it (the assistant managing what is left) and cleared. When the manager
/// plays his cup tie himself, the cup round after the day is left to play (`CupRoundPlayer`), and no league day is
/// played before it is. Anything thrown rolls the whole day back.
enum MatchDayPlayer {
    /// `requested` is the day the caller means to play; nil plays whichever day is next. `trading` says who trades
    /// on a window day: `advance` lets the assistant run the user's club as the computer runs every other.
    /// `managerPlaysCupTie`: the game leaves the user's cup tie after the day for him to play (`advance` plays it).
    /// `carried`: the last day's outcome on this connection, used when nothing has written the file since.
    /// `afterMatchWritten` is the test seam of `MatchDayStore.write`.
    static func play(slot: String, requested: Int?, lineUp: LineUp?, assistantTrades: Bool, managerPlaysCupTie: Bool,
                     carried: DayCarry? = nil, in db: Database,
                     afterMatchWritten: (String) throws -> Void) throws -> MatchDayOutcome {
        var context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        // A round left to play goes first — the assistant's side in `advance`, and in the game when the manager has
        // no tie in it (he has changed clubs since); his own tie he plays himself before any league day.
        var pending = try CupRoundPlayer.pending(context: context, in: db)
        var roundFirst: AdvanceResult.Day?
        if let cup = pending, cup.userTie == nil || !managerPlaysCupTie {
            let round = try CupRoundPlayer.play(slot: slot, in: db)
            roundFirst = AdvanceResult.Day(matchDay: round.played.matchDay, date: round.played.date, userResult: nil,
                                           cupResult: round.cupResult, playedLeague: false)
            context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
            pending = nil
        }
        let seasonId = context.season.id
        let matchDay = try dayToPlay(requested: requested, pending: pending, context: context, in: db)
        let carried = try carried?.standing(at: DayCarry.Stamp(db), seasonId: seasonId)
        let (players, matches) = try carried.map { ($0.players, $0.matches) } ?? DayCarry.load(seasonId: seasonId, in: db)
        let fixtures = matches.filter { $0.matchDay == matchDay }
        let userTeamId = context.career.userTeamId
        let squad = players.filter { $0.teamId == userTeamId }
        var lineUp = lineUp
        var userReport: MatchReport?
        if let live = try LiveMatchStore.liveMatch(in: db).map(LiveMatchTransformer.plan(from:)) {
            if live.matchDay == matchDay {
                lineUp = live.lineUp
                userReport = try LiveMatchBuilder.finalReport(live, in: db)
            }
            try LiveMatchStore.clear(in: db)
        }
        if let lineUp, let violation = LineUpRule.validate(lineUp, squad: squad) {
            throw DataError.invalidLineUp(violation)
        }

        let today = try SeasonToday(season: context.season, in: db)
        let cupTies = try carried?.cupTies ?? DayCarry.cupTies(seasonId: seasonId, year: context.season.year, in: db)
        let money = try PyramidMoneyLoader.money(context: context, season: carried?.seasonMoney,
                                                 netSpending: carried?.netSpending, in: db)
        var state = weekState(matchDay, context: context, today: today, players: players, matches: matches,
                              money: money.clubs, cupTies: cupTies,
                              trading: assistantTrades ? .everyClub : .allBut(userTeamId: userTeamId),
                              lineUp: lineUp, userReport: userReport)
        state.managerPlaysCupTie = managerPlaysCupTie
        let week = PyramidWeek.play(state)
        let date = context.date(ofMatchDay: matchDay)
        try TransferWindowDay.store(week, players: players, date: date, context: context, today: today, in: db)
        try MatchDayStore.write(MatchDayResultTransformer.records(from: week.day, seasonId: seasonId,
                                                                  userTeamId: userTeamId), in: db,
                                afterMatch: afterMatchWritten)
        try FinanceWeekWriter.record(week.money, matchDay: matchDay, context: context, in: db)
        if !week.cupDrawn.isEmpty {
            try CupStore.save(week.cupDrawn.map { CupTieTransformer.record(from: $0, seasonId: seasonId) }, in: db)
            try InboxPoster.post(CupMessages.draw(week.cupDrawn, rounds: context.cupRounds, date: date,
                                                  weeks: today.moment.weeksInSeason, context: context), in: db)
        }
        if !week.cupLeftToPlay.isEmpty {
            try CupStore.save(week.cupLeftToPlay.map { CupTieTransformer.record(from: $0, seasonId: seasonId) }, in: db)
        }
        if let cup = week.cup {
            try CupStore.save((cup.played + cup.drawn).map { CupTieTransformer.record(from: $0, seasonId: seasonId) },
                              in: db)
            try InboxPoster.post(CupMessages.messages(round: cup.round, rounds: cup.rounds, played: cup.played,
                                                      drawn: cup.drawn,
                                                      date: date.adding(days: CupCalendar.daysAfterMatchDay),
                                                      weeks: today.moment.weeksInSeason, context: context), in: db)
        }
        try BoardKeeper.judgeMatchDay(matchDay, results: week.results, cupTies: week.cup?.played ?? [],
                                      players: week.players, context: context, in: db)
        let next = try SeasonStore.nextMatchDay(seasonId: seasonId, in: db)
        try InboxPoster.post(MatchDayMessages.messages(.init(matchDay: matchDay, date: date, fixtures: fixtures,
                                                             squad: squad,
                                                             conditions: week.day.conditions, seasonOver: next == nil),
                                                       context: context), in: db)
        // A cup tie left to play is the next day; after the last match day the calendar moves to the day after it.
        let nextDate = week.cupLeftToPlay.isEmpty ? next.map(context.date(ofMatchDay:)) ?? date.adding(days: 1)
            : date.adding(days: CupCalendar.daysAfterMatchDay)
        try CareerStore.setCurrentDate(nextDate.description, in: db)
        try CareerContentCheck.checkBeforeCommit(db, after: .matchDay)
        let carry = DayCarry(stamp: try DayCarry.Stamp(db), seasonId: seasonId, players: week.players,
                             matches: DayCarry.matches(matches, after: week.results, on: matchDay),
                             seasonMoney: money.season,
                             cupTies: DayCarry.cupTies(cupTies, after: week.cupDrawn + week.cupLeftToPlay
                                                           + (week.cup.map { $0.played + $0.drawn } ?? [])),
                             netSpending: week.transfers.isEmpty ? money.netSpending : nil)

        let results = week.results.map(context.summary(of:)).sorted { lhs, rhs in
            (context.tier(ofDivision: lhs.divisionId), lhs.homeName, lhs.matchId)
                < (context.tier(ofDivision: rhs.divisionId), rhs.homeName, rhs.matchId)
        }
        let reports = Dictionary(week.day.reports.map { ($0.matchId, $0) }, uniquingKeysWith: { first, _ in first })
        let userFixture = fixtures.first(where: context.involvesUser)
        let summary = try CareerSummary(slot: slot, records: CareerStore.summaryRecords(in: db))
        return MatchDayOutcome(
            played: PlayedMatchDay(matchDay: matchDay, date: date, userMatch: userFixture.flatMap { reports[$0.id] },
                                   results: results, summary: summary),
            userResult: userFixture.flatMap { match in results.first { $0.matchId == match.id } },
            cupResult: week.cup.flatMap { context.userCupResult(round: $0.round, of: $0.rounds, played: $0.played) },
            nextMatchDay: next, cupRoundFirst: roundFirst, carry: carry)
    }

    /// Throws unless `requested` is the next day with a match to play and no cup round (`pending`) comes first.
    static func checkNext(requested: Int, pending: CupRoundPlayer.Pending?, context: SeasonContext,
                          in db: Database) throws {
        _ = try dayToPlay(requested: requested, pending: pending, context: context, in: db)
    }

    /// The next day with a match to play, checked inside the transaction against the day asked for: an
    /// earlier day is already played, a later one would skip days, and a cup round left to play comes first.
    private static func dayToPlay(requested: Int?, pending: CupRoundPlayer.Pending?, context: SeasonContext,
                                  in db: Database) throws -> Int {
        let seasonId = context.season.id
        if let cup = pending {
            throw DataError.invalidAdvance("the cup's \(CupNames.round(cup.round, of: context.cupRounds).lowercased())"
                                           + " after match day \(cup.matchDay) is to be played first")
        }
        let next = try SeasonStore.nextMatchDay(seasonId: seasonId, in: db)
        guard let requested, requested != next else {
            guard let next else { throw DataError.seasonOver(seasonLabel: context.season.label) }
            return next
        }
        let dayExists = try !SeasonStore.matches(seasonId: seasonId, matchDay: requested, in: db).isEmpty
        if dayExists, next.map({ requested < $0 }) ?? true { throw DataError.matchDayAlreadyPlayed(requested) }
        guard let next else { throw DataError.seasonOver(seasonLabel: context.season.label) }
        throw DataError.invalidAdvance("match day \(requested) is not the next to play: match day \(next) is")
    }

    /// Match day `matchDay` of the pyramid as the file holds it, with the manager's eleven and his managed match
    /// when given: the day `play` plays, and the one whose market round the live match's latest scores play after.
    static func weekState(_ matchDay: Int, context: SeasonContext, today: SeasonToday, players: [Player],
                          matches: [Match], money: [String: ClubMoney], cupTies: [CupTie], trading: WeekTrading,
                          lineUp: LineUp? = nil, userReport: MatchReport? = nil) -> WeekState {
        WeekState(worldSeed: context.career.worldSeed, season: context.season, weeks: today.moment.weeksInSeason,
                  matchDay: matchDay, divisions: context.divisions, teams: context.teams, clubNames: context.clubNames,
                  fixtures: matches.filter { $0.matchDay == matchDay }, played: matches.filter(\.isPlayed),
                  players: players, money: money, trading: trading, userTeamId: context.career.userTeamId,
                  userLineUp: lineUp, userReport: userReport, cupTies: cupTies)
    }
}
