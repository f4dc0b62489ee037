import GameModels
import MatchEngine

/// Plays one match day of the pyramid: line-ups for every side, the user's match live, the rest on the
/// engine's fast path, then the condition of every player after the day.
public struct MatchDayRunner: Sendable {
    private let engine: MatchEngine

    public init(engine: MatchEngine = MatchEngine()) {
        self.engine = engine
    }

    /// Plays every match of `matches`. Each side picks `LineUpPicker.pick(from:)` except the user's club
    /// when `userLineUp` is given (checked by the caller with `LineUpRule`); the user's match (the one
    /// with `userTeamId`, if any) goes through `playLive` — or is `userReport` when the user managed it
    /// himself (`MatchEngine.playManaged`) — all others `playFast`, each with
    /// `MatchSeed.seed(worldSeed:matchId:)`. Returns the reports in the order of `matches` and the new
    /// condition of every player in `squads` whose condition changed: players who played lose fitness by
    /// minutes played (10–25 for 90', less the more physical), then everyone recovers about two thirds of
    /// what he misses over the week until the next match day (`ConditionRules`);
    /// injured in this match → 1–6 match days out (drawn from the match seed); a red card → 1 match
    /// suspension; counters of players not newly hurt or sent off count down by one.
    public func play(matchDay: Int, matches: [Match], squads: [String: [Player]], clubNames: [String: String],
                     userTeamId: String?, userLineUp: LineUp?, userReport: MatchReport? = nil,
                     worldSeed: UInt64) -> MatchDayResult {
        var reports: [MatchReport] = []
        let playerCount = squads.values.reduce(0) { $0 + $1.count }
        var performances: [String: PlayerPerformance] = [:]
        performances.reserveCapacity(playerCount)
        var newInjuries: [String: Int] = [:]
        for match in matches {
            let seed = MatchSeed.seed(worldSeed: worldSeed, matchId: match.id)
            let (home, away) = (match.homeTeamId, match.awayTeamId)
            let sides = [home, away].map { teamId in
                let squad = squads[teamId] ?? []
                let lineUp = (teamId == userTeamId ? userLineUp : nil) ?? LineUpPicker.pick(from: squad)
                return MatchSide(teamId: teamId, name: clubNames[teamId] ?? teamId, squad: squad, lineUp: lineUp)
            }
            let isUserMatch = userTeamId == home || userTeamId == away
            let report = isUserMatch
                ? userReport ?? engine.playLive(matchId: match.id, home: sides[0], away: sides[1], seed: seed)
                : engine.playFast(matchId: match.id, home: sides[0], away: sides[1], seed: seed)
            reports.append(report)

            // Injury lengths get their own stream, so they never shift the engine's draws.
            var injuryDraws = SeededRandomNumberGenerator(seed: SeedMixing.seed(seed, label: "injuries"))
            for performance in report.performances {
                performances[performance.playerId] = performance
                if performance.injured {
                    newInjuries[performance.playerId] = ConditionRules.injuryLength(using: &injuryDraws)
                }
            }
        }

        var conditions: [String: PlayerCondition] = [:]
        conditions.reserveCapacity(playerCount)
        for player in squads.values.joined() {
            let condition = ConditionRules.condition(after: player, performance: performances[player.id],
                                                     newInjuryLength: newInjuries[player.id],
                                                     restDays: SeasonCalendar.daysBetweenMatchDays)
            if condition != player.condition { conditions[player.id] = condition }
        }
        return MatchDayResult(matchDay: matchDay, reports: reports, conditions: conditions)
    }
}
