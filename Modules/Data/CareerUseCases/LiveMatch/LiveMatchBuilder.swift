import DataManaging
import GameModels
import GRDB
import MatchEngine
import Persistence
import SeasonEngine
import TransferMarket

/// The user's match in progress as the game shows it, rebuilt from what is stored: the same inputs and the
/// same seed give the same match, so it is never stored itself — only the line-up, the changes and the
/// minute reached. It is his league match of the stored day, or — once that day is played — his cup tie midweek
/// after it.
enum LiveMatchBuilder {
    /// The live match of `plan`, with the other matches of the user's division (of the round, for a cup tie) for
    /// the latest scores when `withLatestScores`: played as the day will play them (`MatchDayRunner.playFast`), by
    /// the squads its market round leaves on a window day (`otherSquads`), so they are the results it stores.
    static func live(_ plan: LiveMatchTransformer.Plan, withLatestScores: Bool = true,
                     in db: Database) throws -> LiveMatch {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let fixture = try fixture(of: plan, context: context, in: db)
        let squads = try MatchDayPreviewBuilder.squads(
            of: ([fixture.match] + fixture.others).flatMap { [$0.homeTeamId, $0.awayTeamId] }, in: db)
        let worldSeed = context.career.worldSeed
        let user = fixture.match
        let userIsHome = user.homeTeamId == context.career.userTeamId
        let match = MatchEngine().playManaged(
            matchId: user.id,
            home: MatchDayRunner.side(user.homeTeamId, squads: squads, clubNames: context.clubNames,
                                      lineUp: userIsHome ? plan.lineUp : nil, format: user.format),
            away: MatchDayRunner.side(user.awayTeamId, squads: squads, clubNames: context.clubNames,
                                      lineUp: userIsHome ? nil : plan.lineUp, format: user.format),
            seed: MatchSeed.seed(worldSeed: worldSeed, matchId: user.id), userIsHome: userIsHome, format: user.format,
            changes: plan.changes)
        let others = withLatestScores ? try otherSquads(plan, fixture: fixture, squads: squads, context: context, in: db)
            : [:]
        let runner = MatchDayRunner()
        let latest = (withLatestScores ? fixture.others : []).map { other in
            let report = runner.playFast(other, squads: others, clubNames: context.clubNames, worldSeed: worldSeed)
            func goalMinutes(_ teamId: String) -> [Int] {
                report.events.filter { $0.kind == .goal && $0.teamId == teamId }.map(\.minute)
            }
            return LatestScore(matchId: other.id, homeName: context.clubName(other.homeTeamId),
                               awayName: context.clubName(other.awayTeamId),
                               homeGoalMinutes: goalMinutes(other.homeTeamId),
                               awayGoalMinutes: goalMinutes(other.awayTeamId),
                               homePenalties: report.shootout?.homeScore, awayPenalties: report.shootout?.awayScore)
        }.sorted { $0.homeName < $1.homeName }
        return LiveMatch(matchDay: plan.matchDay, date: fixture.date,
                         userMatch: MatchDayPreviewBuilder.userMatch(
                            user, competition: fixture.competition, cupRoundName: fixture.cupRoundName,
                            context: context, squads: squads, userLineUp: plan.lineUp,
                            // The last instruction the match was given: the plan holds it, nothing to read.
                            instruction: plan.changes.reversed().lazy.compactMap { change -> TeamInstruction? in
                                if case .instruction(let given) = change.kind { given } else { nil }
                            }.first ?? .hold),
                         match: match, minute: plan.minute, latestScores: latest)
    }

    /// The squads the day plays the other matches with: on a league window day, as the computer clubs' market round
    /// leaves them (`PyramidWeek.marketRound`, which the day plays first); else as stored.
    private static func otherSquads(_ plan: LiveMatchTransformer.Plan, fixture: Fixture, squads: [String: [Player]],
                                    context: SeasonContext, in db: Database) throws -> [String: [Player]] {
        let today = try SeasonToday(season: context.season, in: db)
        guard fixture.cupRoundName == nil,
              TransferCalendar(matchDays: today.moment.weeksInSeason).window(nextMatchDay: plan.matchDay) != nil else {
            return squads
        }
        let seasonId = context.season.id
        let (players, matches) = try DayCarry.load(seasonId: seasonId, in: db)
        let state = MatchDayPlayer.weekState(
            plan.matchDay, context: context, today: today, players: players, matches: matches,
            money: try PyramidMoneyLoader.money(context: context, season: nil, in: db).clubs,
            cupTies: try DayCarry.cupTies(seasonId: seasonId, year: context.season.year, in: db),
            trading: .allBut(userTeamId: context.career.userTeamId))
        return Dictionary(grouping: PyramidWeek.marketRound(state).players.filter { $0.teamId != nil }) { $0.teamId ?? "" }
    }

    /// The cup round of `plan` when its match is the user's cup tie: the round left to play after the league day
    /// `plan.matchDay`, with his tie in it. Nil for a league match.
    static func cupTie(of plan: LiveMatchTransformer.Plan, in db: Database) throws -> CupRoundPlayer.Pending? {
        try cupTie(of: plan, context: SeasonContext(records: SeasonStore.seasonRecords(in: db)), in: db)
    }

    private static func cupTie(of plan: LiveMatchTransformer.Plan, context: SeasonContext,
                               in db: Database) throws -> CupRoundPlayer.Pending? {
        guard let pending = try CupRoundPlayer.pending(context: context, in: db), pending.matchDay == plan.matchDay,
              pending.userTie != nil else { return nil }
        return pending
    }

    /// The user's match of `plan` and the others played alongside it.
    private struct Fixture {
        let match: MatchDayRunner.Pairing
        let others: [MatchDayRunner.Pairing]
        let date: GameDate
        /// The division's name, or the cup's.
        let competition: String
        let cupRoundName: String?
    }

    /// The user's league match of the plan's day, or his cup tie midweek after it once that day is played.
    private static func fixture(of plan: LiveMatchTransformer.Plan, context: SeasonContext,
                                in db: Database) throws -> Fixture {
        if let cup = try cupTie(of: plan, context: context, in: db), let tie = cup.userTie {
            return Fixture(match: .init(tie), others: cup.ties.filter { $0.id != tie.id }.map(MatchDayRunner.Pairing.init),
                           date: cup.date, competition: CupNames.cup,
                           cupRoundName: CupNames.round(cup.round, of: context.cupRounds))
        }
        let fixtures = try SeasonStore.matches(seasonId: context.season.id, matchDay: plan.matchDay, in: db)
            .map(MatchTransformer.model(from:))
        guard let fixture = fixtures.first(where: context.involvesUser) else {
            throw StoredValueError(message: "live_match.matchDay \(plan.matchDay) has no match of the user's club")
        }
        return Fixture(match: .init(fixture),
                       others: fixtures.filter { $0.divisionId == fixture.divisionId && $0.id != fixture.id }
                        .map(MatchDayRunner.Pairing.init),
                       date: context.date(ofMatchDay: plan.matchDay),
                       competition: context.division(fixture.divisionId)?.name ?? fixture.divisionId, cupRoundName: nil)
    }

    /// The report the day stores for the user's match: as managed, and with the assistant managing the rest
    /// when the user left before full time.
    static func finalReport(_ plan: LiveMatchTransformer.Plan, in db: Database) throws -> MatchReport {
        let match = try live(plan, withLatestScores: false, in: db).match
        let handedOver = plan.changes.contains { $0.kind == .assistantTakesOver }
        guard plan.minute <= match.lastChangeMinute, !handedOver else { return match.report }
        let handover = MatchChange(minute: max(plan.minute, plan.changes.last?.minute ?? 0), kind: .assistantTakesOver)
        do {
            return try match.making(handover).report
        } catch {
            throw StoredValueError(message: "live_match.changes cannot be finished: \(error)")
        }
    }
}
