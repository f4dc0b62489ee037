import DataManaging
import GameModels
import GRDB
import SeasonEngine

/// A match day just played, and what is left of the season after it.
struct MatchDayOutcome {
    let played: PlayedMatchDay
    /// The user's match among `played.results`; nil on a day his club did not play.
    let userResult: FixtureSummary?
    /// Nil once the season's last match is played.
    let nextMatchDay: Int?
}

/// Plays one match day of the whole pyramid inside the caller's write transaction: checks it is the one
/// to play, runs every match, and writes results, events, performances, season totals, conditions, every
/// club's money for the week, the day's inbox messages and the career's new date. A user's match in progress
/// on that day is finished as he managed it (the assistant managing what is left) and cleared. Anything
/// thrown rolls the whole day back.
enum MatchDayPlayer {
    /// `requested` is the day the caller means to play; nil plays whichever day is next.
    /// `afterMatchWritten` is the test seam of `MatchDayStore.write`.
    static func play(slot: String, requested: Int?, lineUp: LineUp?, in db: Database,
                     afterMatchWritten: (String) throws -> Void) throws -> MatchDayOutcome {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let seasonId = context.season.id
        let matchDay = try dayToPlay(requested: requested, context: context, in: db)
        let fixtures = try SeasonStore.matches(seasonId: seasonId, matchDay: matchDay, in: db)
            .map(MatchTransformer.model(from:))
        // Every club's squad, not only those playing: resting players recover too.
        let players = try SeasonStore.clubPlayers(in: db).map(PlayerTransformer.model(from:))
        let squads = Dictionary(grouping: players) { $0.teamId ?? "" }
        let userTeamId = context.career.userTeamId
        var lineUp = lineUp
        var userReport: MatchReport?
        if let live = try LiveMatchStore.liveMatch(in: db).map(LiveMatchTransformer.plan(from:)) {
            if live.matchDay == matchDay {
                lineUp = live.lineUp
                userReport = try LiveMatchBuilder.finalReport(live, in: db)
            }
            try LiveMatchStore.clear(in: db)
        }
        if let lineUp, let violation = LineUpRule.validate(lineUp, squad: squads[userTeamId] ?? []) {
            throw DataError.invalidLineUp(violation)
        }

        let result = MatchDayRunner().play(matchDay: matchDay, matches: fixtures, squads: squads,
                                           clubNames: context.clubNames, userTeamId: userTeamId, userLineUp: lineUp,
                                           userReport: userReport, worldSeed: context.career.worldSeed)
        // The week's money, from the table as it stood before the day's results.
        try FinanceWeekWriter.record(matchDay: matchDay, fixtures: fixtures, squads: squads, context: context, in: db)
        try MatchDayStore.write(MatchDayResultTransformer.records(from: result, seasonId: seasonId,
                                                                        userTeamId: userTeamId), in: db,
                                afterMatch: afterMatchWritten)
        try BoardKeeper.judgeMatchDay(matchDay, squads: squads, context: context, in: db)
        try TransferWindowDay.play(matchDay: matchDay, context: context, in: db)
        let next = try SeasonStore.nextMatchDay(seasonId: seasonId, in: db)
        let date = context.date(ofMatchDay: matchDay)
        try InboxPoster.post(MatchDayMessages.messages(.init(matchDay: matchDay, date: date, fixtures: fixtures,
                                                             squad: squads[userTeamId] ?? [],
                                                             conditions: result.conditions, seasonOver: next == nil),
                                                       context: context), in: db)
        // After the last match day the calendar moves to the day after it.
        try CareerStore.setCurrentDate((next.map(context.date(ofMatchDay:)) ?? date.adding(days: 1)).description,
                                       in: db)

        let reports = Dictionary(result.reports.map { ($0.matchId, $0) }, uniquingKeysWith: { first, _ in first })
        let results = fixtures.map { context.summary(of: played($0, report: reports[$0.id])) }.sorted { lhs, rhs in
            (context.tier(ofDivision: lhs.divisionId), lhs.homeName, lhs.matchId)
                < (context.tier(ofDivision: rhs.divisionId), rhs.homeName, rhs.matchId)
        }
        let userFixture = fixtures.first(where: context.involvesUser)
        let summary = try CareerSummary(slot: slot, records: CareerStore.summaryRecords(in: db))
        return MatchDayOutcome(
            played: PlayedMatchDay(matchDay: matchDay, date: date, userMatch: userFixture.flatMap { reports[$0.id] },
                                   results: results, summary: summary),
            userResult: userFixture.flatMap { match in results.first { $0.matchId == match.id } },
            nextMatchDay: next)
    }

    private static func played(_ fixture: Match, report: MatchReport?) -> Match {
        Match(id: fixture.id, seasonId: fixture.seasonId, divisionId: fixture.divisionId, matchDay: fixture.matchDay,
              homeTeamId: fixture.homeTeamId, awayTeamId: fixture.awayTeamId, homeGoals: report?.homeGoals,
              awayGoals: report?.awayGoals)
    }

    /// Throws unless `requested` is the next day with a match to play.
    static func checkNext(requested: Int, context: SeasonContext, in db: Database) throws {
        _ = try dayToPlay(requested: requested, context: context, in: db)
    }

    /// The next day with a match to play, checked inside the transaction against the day asked for: an
    /// earlier day is already played, a later one would skip days.
    private static func dayToPlay(requested: Int?, context: SeasonContext, in db: Database) throws -> Int {
        let seasonId = context.season.id
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
}
