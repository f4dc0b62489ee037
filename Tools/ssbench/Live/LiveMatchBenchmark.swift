import GameModels
import MatchEngine
import SeasonEngine
import WorldGenerator

/// The user's match managed while it is played (issue #11): the engine work of a whole live match — kick-off,
/// the situation shown at each of three pauses, three changes (a substitution, a formation, an instruction)
/// each replaying the match from its seed, and the report at full time — beside the fast path of the same
/// match. Target: the live match's engine work under 5 ms.
struct LiveMatchBenchmark: Benchmark {
    let name = "live"

    enum Operation: Hashable {
        case live, fast
    }

    func run(in context: BenchmarkContext) async throws -> [Figure] {
        let world = WorldGenerator().generate(seed: SeasonCareer.worldSeed)
        let fixture = FixtureScheduler.fixtures(for: world, seed: world.seed)[0]
        let sides = EngineSides(world: world)
        guard let home = sides.side(fixture.homeTeamId), let away = sides.side(fixture.awayTeamId) else {
            throw BenchmarkError("the first fixture's clubs are missing from the world")
        }
        let seed = MatchSeed.seed(worldSeed: world.seed, matchId: fixture.id)
        let engine = MatchEngine()
        var sink = 0
        let samples = try Rounds(repetitions: context.scale.repetitions).run([
            (Operation.live, {
                try measure {
                    var match = engine.playManaged(matchId: fixture.id, home: home, away: away, seed: seed,
                                                   userIsHome: true, changes: [])
                    for (minute, change) in try Self.changes(for: match) {
                        _ = match.situation(afterMinute: minute)
                        match = try match.making(change)
                    }
                    sink += match.report.homeGoals + match.report.events.count
                }
            }),
            (Operation.fast, {
                measure {
                    sink += engine.playFast(matchId: fixture.id, home: home, away: away, seed: seed).homeGoals
                }
            }),
        ])
        context.log("live: \(sink) goals and events played")
        return [
            Figure(benchmark: name, id: "live-match-three-changes",
                   label: "live user match, 3 changes, to full time",
                   value: samples.median(.live),
                   baseline: Figure.Baseline(name: "fast path of the same match", value: samples.median(.fast)),
                   target: .valueAtMost(0.005)),
        ]
    }

    /// A substitution at 55', a change of formation at 65' and an attacking instruction at 75'.
    private static func changes(for match: ManagedMatch) throws -> [(Int, MatchChange)] {
        let situation = match.situation(afterMinute: 55)
        guard let off = situation.onPitch.last?.playerId, let on = situation.bench.first else {
            throw BenchmarkError("the user's side has nobody to change")
        }
        let formation: Formation = situation.formation == .fourFourTwo ? .fourThreeThree : .fourFourTwo
        return [(55, MatchChange(minute: 55, kind: .substitution(off: off, on: on))),
                (65, MatchChange(minute: 65, kind: .formation(formation))),
                (75, MatchChange(minute: 75, kind: .instruction(.attack)))]
    }
}
