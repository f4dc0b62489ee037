import DataManaging
import GameModels
import GRDB
import Persistence
import SeasonEngine

/// The cup round a career left to play midweek after a league day because the manager plays his tie in it himself
/// (`WeekState.managerPlaysCupTie`). Played inside the caller's write transaction with `PyramidWeek.playCupRound` —
/// his tie as he managed it, or picked and played by the assistant — and stored as a match day stores a round it
/// played itself: the ties and the next draw, the conditions, the clubs' money added to the league day's week, the
/// board's word on the tie, the inbox and the career's date (the next league day's).
enum CupRoundPlayer {
    /// The round left to play: the league day it follows and its ties, none played yet.
    struct Pending {
        let matchDay: Int
        let round: Int
        let ties: [CupTie]
        /// The user's tie among `ties`, if his club plays in the round.
        let userTie: CupTie?
        /// The day the round is played: midweek after its league day.
        let date: GameDate
    }

    /// The round after the last league day played whose ties are stored and not played: only a round left for the
    /// manager is ever stored so (a round played with its league day is stored played).
    static func pending(context: SeasonContext, in db: Database) throws -> Pending? {
        let seasonId = context.season.id
        let weeks = try FinanceStore.weeks(seasonId: seasonId, in: db)
        let lastPlayed = (try SeasonStore.nextMatchDay(seasonId: seasonId, in: db) ?? weeks + 1) - 1
        guard lastPlayed >= 1, let round = context.cupRound(afterMatchDay: lastPlayed, weeks: weeks) else { return nil }
        let ties = try CupStore.unplayedTies(seasonId: seasonId, round: round, in: db)
            .map { CupTieTransformer.model(from: $0, year: context.season.year) }
        guard !ties.isEmpty else { return nil }
        let user = context.career.userTeamId
        return Pending(matchDay: lastPlayed, round: round, ties: ties, userTie: ties.first { $0.teamIds.contains(user) },
                       date: context.date(ofMatchDay: lastPlayed).adding(days: CupCalendar.daysAfterMatchDay))
    }

    /// Plays the pending round: the user's tie as he managed it when he kicked it off (the assistant managing what is
    /// left), else picked and played by the assistant.
    static func play(slot: String, in db: Database) throws -> MatchDayOutcome {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        guard let pending = try pending(context: context, in: db) else {
            throw DataError.invalidAdvance("no cup round is left to play")
        }
        var userReport: MatchReport?
        if let live = try LiveMatchStore.liveMatch(in: db).map(LiveMatchTransformer.plan(from:)),
           live.matchDay == pending.matchDay {
            userReport = try LiveMatchBuilder.finalReport(live, in: db)
            try LiveMatchStore.clear(in: db)
        }
        let seasonId = context.season.id
        let userTeamId = context.career.userTeamId
        let today = try SeasonToday(season: context.season, in: db)
        let players = try SeasonEndStore.activePlayers(in: db).map(PlayerTransformer.model(from:))
        let state = WeekState(
            worldSeed: context.career.worldSeed, season: context.season, weeks: today.moment.weeksInSeason,
            matchDay: pending.matchDay, divisions: context.divisions, teams: context.teams, clubNames: context.clubNames,
            fixtures: [], played: [], players: players, money: [:], trading: .nobody, userTeamId: userTeamId,
            cupTies: try CupStore.ties(seasonId: seasonId, in: db).map {
                CupTieTransformer.model(from: $0, year: context.season.year)
            })
        guard let cup = PyramidWeek.playCupRound(state, userReport: userReport) else {
            throw DataError.invalidAdvance("no cup round is left to play")
        }
        try MatchDayStore.write(MatchDayResultTransformer.records(
            from: MatchDayResult(matchDay: pending.matchDay, reports: [], conditions: cup.day.conditions),
            seasonId: seasonId, userTeamId: userTeamId), in: db, afterMatch: { _ in })
        try FinanceWeekWriter.record(cup.money, matchDay: pending.matchDay, context: context, in: db)
        try CupStore.save((cup.played + cup.drawn).map { CupTieTransformer.record(from: $0, seasonId: seasonId) }, in: db)
        try InboxPoster.post(CupMessages.messages(round: cup.round, rounds: cup.rounds, played: cup.played,
                                                  drawn: cup.drawn, date: pending.date,
                                                  weeks: today.moment.weeksInSeason, context: context), in: db)
        try BoardKeeper.judgeCupTie(cup.played, date: pending.date, players: players, context: context, in: db)
        try CareerStore.setCurrentDate((today.nextMatchDay.map(context.date(ofMatchDay:))
                                            ?? pending.date.adding(days: 1)).description, in: db)
        try CareerContentCheck.checkBeforeCommit(db, after: .matchDay)

        let reports = Dictionary(cup.day.reports.map { ($0.matchId, $0) }, uniquingKeysWith: { first, _ in first })
        return MatchDayOutcome(
            played: PlayedMatchDay(matchDay: pending.matchDay, date: pending.date,
                                   userMatch: pending.userTie.flatMap { reports[$0.id] },
                                   results: cup.played.map { context.summary(of: $0, matchDay: pending.matchDay,
                                                                             date: pending.date) },
                                   summary: try CareerSummary(slot: slot, records: CareerStore.summaryRecords(in: db))),
            userResult: nil, cupResult: context.userCupResult(round: cup.round, of: cup.rounds, played: cup.played),
            nextMatchDay: today.nextMatchDay)
    }
}
