import DataManaging
import GameModels
import GRDB
import MatchEngine
import Persistence

/// The live-match use cases inside the caller's write transaction: kick-off, a change, the minute reached.
/// The match day itself is stored by `MatchDayPlayer`, which finishes a match in progress (full time) — or, for
/// the user's cup tie, its round by `CupRoundPlayer`.
enum LiveMatchKeeper {
    /// The rows are the file's own career's (`career.id`), whatever slot the file sits in (an import `--as`).
    static func start(matchDay: Int, lineUp: LineUp, instruction: TeamInstruction,
                      in db: Database) throws -> LiveMatch {
        if let current = try LiveMatchStore.liveMatch(in: db) {
            guard current.matchDay == matchDay else {
                throw DataError.invalidAdvance("match day \(current.matchDay) is being played")
            }
            // A second kick-off of the same day (a retry) resumes the match rather than restarting it.
            return try LiveMatchBuilder.live(LiveMatchTransformer.plan(from: current), in: db)
        }
        // A sacked coach is refused at kick-off, as `advance` is, not after a whole match at full time.
        _ = try BoardKeeper.employedState(in: db)
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        // The cup tie the game left for him after match day `matchDay`, else that day's league match.
        let cup = try CupRoundPlayer.pending(context: context, in: db)
        if cup?.matchDay != matchDay || cup?.userTie == nil {
            try MatchDayPlayer.checkNext(requested: matchDay, pending: cup, context: context, in: db)
            let fixtures = try SeasonStore.matches(seasonId: context.season.id, matchDay: matchDay, in: db)
                .map(MatchTransformer.model(from:))
            guard fixtures.contains(where: context.involvesUser) else {
                throw DataError.invalidAdvance("the club does not play on match day \(matchDay)")
            }
        }
        let squad = try MatchDayPreviewBuilder.squads(of: [context.career.userTeamId], in: db)[context.career.userTeamId]
        if let violation = LineUpRule.validate(lineUp, squad: squad ?? []) { throw DataError.invalidLineUp(violation) }
        let changes = instruction == .hold ? [] : [MatchChange(minute: 0, kind: .instruction(instruction))]
        let plan = LiveMatchTransformer.Plan(matchDay: matchDay, lineUp: lineUp, changes: changes, minute: 0)
        let careerId = context.career.id
        try LiveMatchStore.save(LiveMatchTransformer.record(from: plan, careerId: careerId), in: db)
        try LiveMatchStore.save(LiveMatchTransformer.record(lineUp: lineUp, instruction: instruction,
                                                            careerId: careerId), in: db)
        return try LiveMatchBuilder.live(plan, in: db)
    }

    static func change(_ change: MatchChange, in db: Database) throws -> LiveMatch {
        guard let record = try LiveMatchStore.liveMatch(in: db) else { throw DataError.noLiveMatch }
        let careerId = record.careerId
        let plan = try LiveMatchTransformer.plan(from: record)
        let live = try LiveMatchBuilder.live(plan, in: db)
        let match: ManagedMatch
        do {
            match = try live.match.making(change)
        } catch {
            let squads = live.userMatch.home.squad + live.userMatch.away.squad
            throw DataError.matchChangeRefused(error.message { id in
                squads.first { $0.id == id }?.fullName ?? id
            })
        }
        let changed = LiveMatchTransformer.Plan(matchDay: plan.matchDay, lineUp: plan.lineUp,
                                                changes: plan.changes + [change], minute: max(plan.minute, change.minute))
        try LiveMatchStore.save(LiveMatchTransformer.record(from: changed, careerId: careerId), in: db)
        if case .instruction(let instruction) = change.kind {
            try LiveMatchStore.save(LiveMatchTransformer.record(lineUp: plan.lineUp, instruction: instruction,
                                                                careerId: careerId), in: db)
        }
        // The rest of the day is as it was: only the user's match is played again.
        return LiveMatch(matchDay: live.matchDay, date: live.date, userMatch: live.userMatch, match: match,
                         minute: changed.minute, latestScores: live.latestScores)
    }

    static func recordMinute(_ minute: Int, in db: Database) throws {
        // 90 (120 for a cup tie's extra time): full time, where the user has seen the whole match. A match whose
        // league day is already played is the cup tie after it.
        let day = try current(in: db).matchDay
        let next = try SeasonStore.nextMatchDay(seasonId: CareerStore.careerRecord(in: db).currentSeasonId, in: db)
        let fullTime = next.map { day < $0 } ?? true ? 120 : 90
        guard (0...fullTime).contains(minute) else {
            throw DataError.invalidAdvance("minute \(minute) is not a minute of a match")
        }
        guard try LiveMatchStore.setMinute(minute, in: db) else { throw DataError.noLiveMatch }
    }

    static func current(in db: Database) throws -> LiveMatchTransformer.Plan {
        guard let record = try LiveMatchStore.liveMatch(in: db) else { throw DataError.noLiveMatch }
        return try LiveMatchTransformer.plan(from: record)
    }
}
