import GameModels
import MatchEngine

/// Plays one day of matches of the pyramid — a league match day or a cup round: line-ups for every side, the
/// user's match live, the rest on the engine's fast path, then the condition of every player after the day.
public struct MatchDayRunner: Sendable {
    /// One match of the day: who plays whom, and whether it must have a winner.
    public struct Pairing: Sendable, Hashable {
        public let id: String
        public let homeTeamId: String
        public let awayTeamId: String
        public let format: MatchFormat

        public init(id: String, homeTeamId: String, awayTeamId: String, format: MatchFormat) {
            self.id = id
            self.homeTeamId = homeTeamId
            self.awayTeamId = awayTeamId
            self.format = format
        }

        public init(_ match: Match) {
            self.init(id: match.id, homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId, format: .league)
        }

        public init(_ tie: CupTie) {
            self.init(id: tie.id, homeTeamId: tie.homeTeamId, awayTeamId: tie.awayTeamId, format: tie.format)
        }
    }

    private let engine: MatchEngine

    /// The side `teamId` fields: its squad, with `lineUp` or else the eleven the picker chooses for `format`.
    public static func side(_ teamId: String, squads: [String: [Player]], clubNames: [String: String], lineUp: LineUp?,
                            format: MatchFormat) -> MatchSide {
        let squad = squads[teamId] ?? []
        return MatchSide(teamId: teamId, name: clubNames[teamId] ?? teamId, squad: squad,
                         lineUp: lineUp ?? LineUpPicker.pick(from: squad, for: format))
    }

    /// A match nobody manages, as the day plays it: the picker's sides on the engine's fast path, with its seed.
    public func playFast(_ match: Pairing, squads: [String: [Player]], clubNames: [String: String],
                         worldSeed: UInt64) -> MatchReport {
        engine.playFast(matchId: match.id,
                        home: Self.side(match.homeTeamId, squads: squads, clubNames: clubNames, lineUp: nil,
                                        format: match.format),
                        away: Self.side(match.awayTeamId, squads: squads, clubNames: clubNames, lineUp: nil,
                                        format: match.format),
                        seed: MatchSeed.seed(worldSeed: worldSeed, matchId: match.id), format: match.format)
    }

    public init(engine: MatchEngine = MatchEngine()) {
        self.engine = engine
    }

    /// A league match day, a week before the next: a week served by every club, with a match or without one.
    public func play(matchDay: Int, matches: [Match], squads: [String: [Player]], clubNames: [String: String],
                     userTeamId: String?, userLineUp: LineUp?, userReport: MatchReport? = nil,
                     worldSeed: UInt64) -> MatchDayResult {
        play(matchDay: matchDay, pairings: matches.map(Pairing.init), squads: squads, clubNames: clubNames,
             userTeamId: userTeamId, userLineUp: userLineUp, userReport: userReport, worldSeed: worldSeed,
             restDays: SeasonCalendar.daysBetweenMatchDays, idleClubsServe: true)
    }

    /// Plays every match of `pairings`. Each side picks `LineUpPicker.pick(from:)` except the user's club
    /// when `userLineUp` is given (checked by the caller with `LineUpRule`); the user's match (the one
    /// with `userTeamId`, if any) goes through `playLive` — or is `userReport` when the user managed it
    /// himself (`MatchEngine.playManaged`) — all others `playFast`, each with
    /// `MatchSeed.seed(worldSeed:matchId:)`. Returns the reports in the order of `pairings` and the new
    /// condition of every player in `squads` whose condition changed: players who played lose fitness by
    /// minutes played (10–25 for 90', less the more physical), then everyone recovers over the `restDays` until
    /// the next match (`ConditionRules`); injured in this match → 1–6 match days out (drawn from the match seed);
    /// a red card → 1 match suspension; the counters of players not newly hurt or sent off count down by one —
    /// on a cup day (`idleClubsServe` false) only at the clubs that played.
    public func play(matchDay: Int, pairings: [Pairing], squads: [String: [Player]], clubNames: [String: String],
                     userTeamId: String?, userLineUp: LineUp?, userReport: MatchReport? = nil,
                     worldSeed: UInt64, restDays: Int, idleClubsServe: Bool) -> MatchDayResult {
        var reports: [MatchReport] = []
        let playerCount = squads.values.reduce(0) { $0 + $1.count }
        var performances: [String: PlayerPerformance] = [:]
        performances.reserveCapacity(playerCount)
        var newInjuries: [String: Int] = [:]
        var playing = Set<String>()
        for match in pairings {
            let seed = MatchSeed.seed(worldSeed: worldSeed, matchId: match.id)
            let (home, away) = (match.homeTeamId, match.awayTeamId)
            playing.formUnion([home, away])
            let isUserMatch = userTeamId == home || userTeamId == away
            let report = isUserMatch
                ? userReport ?? engine.playLive(
                    matchId: match.id,
                    home: Self.side(home, squads: squads, clubNames: clubNames,
                                    lineUp: home == userTeamId ? userLineUp : nil, format: match.format),
                    away: Self.side(away, squads: squads, clubNames: clubNames,
                                    lineUp: away == userTeamId ? userLineUp : nil, format: match.format),
                    seed: seed, format: match.format)
                : playFast(match, squads: squads, clubNames: clubNames, worldSeed: worldSeed)
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
        for (teamId, squad) in squads {
            let served = idleClubsServe || playing.contains(teamId)
            for player in squad {
                let condition = ConditionRules.condition(after: player, performance: performances[player.id],
                                                         newInjuryLength: newInjuries[player.id], restDays: restDays,
                                                         servesMatch: served)
                if condition != player.condition { conditions[player.id] = condition }
            }
        }
        return MatchDayResult(matchDay: matchDay, reports: reports, conditions: conditions)
    }
}
