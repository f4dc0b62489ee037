import DataManaging
import GameModels
import GRDB
import MatchEngine
import SeasonEngine

/// The user's match in progress as the game shows it, rebuilt from what is stored: the same inputs and the
/// same seed give the same match, so it is never stored itself — only the line-up, the changes and the
/// minute reached.
enum LiveMatchBuilder {
    /// The live match of `plan`, with the other matches of the user's division for the latest scores.
    static func live(_ plan: LiveMatchTransformer.Plan, in db: Database) throws -> LiveMatch {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let fixtures = try SeasonStore.matches(seasonId: context.season.id, matchDay: plan.matchDay, in: db)
            .map(MatchTransformer.model(from:))
        guard let fixture = fixtures.first(where: context.involvesUser) else {
            throw StoredValueError(message: "live_match.matchDay \(plan.matchDay) has no match of the user's club")
        }
        let division = fixtures.filter { $0.divisionId == fixture.divisionId }
        let squads = try MatchDayPreviewBuilder.squads(of: division.flatMap { [$0.homeTeamId, $0.awayTeamId] },
                                                       in: db)
        let engine = MatchEngine()
        let worldSeed = context.career.worldSeed
        func side(_ teamId: String, lineUp: LineUp?) -> MatchSide {
            let squad = squads[teamId] ?? []
            return MatchSide(teamId: teamId, name: context.clubName(teamId), squad: squad,
                             lineUp: lineUp ?? LineUpPicker.pick(from: squad))
        }
        let userIsHome = fixture.homeTeamId == context.career.userTeamId
        let match = engine.playManaged(
            matchId: fixture.id, home: side(fixture.homeTeamId, lineUp: userIsHome ? plan.lineUp : nil),
            away: side(fixture.awayTeamId, lineUp: userIsHome ? nil : plan.lineUp),
            seed: MatchSeed.seed(worldSeed: worldSeed, matchId: fixture.id), userIsHome: userIsHome,
            changes: plan.changes)
        let latest = division.filter { $0.id != fixture.id }.map { other in
            let report = engine.playFast(matchId: other.id, home: side(other.homeTeamId, lineUp: nil),
                                         away: side(other.awayTeamId, lineUp: nil),
                                         seed: MatchSeed.seed(worldSeed: worldSeed, matchId: other.id))
            func goalMinutes(_ teamId: String) -> [Int] {
                report.events.filter { $0.kind == .goal && $0.teamId == teamId }.map(\.minute)
            }
            return LatestScore(matchId: other.id, homeName: context.clubName(other.homeTeamId),
                               awayName: context.clubName(other.awayTeamId),
                               homeGoalMinutes: goalMinutes(other.homeTeamId),
                               awayGoalMinutes: goalMinutes(other.awayTeamId))
        }.sorted { $0.homeName < $1.homeName }
        return LiveMatch(matchDay: plan.matchDay, date: context.date(ofMatchDay: plan.matchDay),
                         userMatch: MatchDayPreviewBuilder.userMatch(
                            fixture, context: context, squads: squads, userLineUp: plan.lineUp,
                            // The last instruction the match was given: the plan holds it, nothing to read.
                            instruction: plan.changes.reversed().lazy.compactMap { change -> TeamInstruction? in
                                if case .instruction(let given) = change.kind { given } else { nil }
                            }.first ?? .hold),
                         match: match, minute: plan.minute, latestScores: latest)
    }

    /// The report the day stores for the user's match: as managed, and with the assistant managing the rest
    /// when the user left before full time.
    static func finalReport(_ plan: LiveMatchTransformer.Plan, in db: Database) throws -> MatchReport {
        let match = try live(plan, in: db).match
        let handedOver = plan.changes.contains { $0.kind == .assistantTakesOver }
        guard plan.minute <= SubstitutionRule.lastMinute, !handedOver else { return match.report }
        let handover = MatchChange(minute: max(plan.minute, plan.changes.last?.minute ?? 0), kind: .assistantTakesOver)
        do {
            return try match.making(handover).report
        } catch {
            throw StoredValueError(message: "live_match.changes cannot be finished: \(error)")
        }
    }
}
