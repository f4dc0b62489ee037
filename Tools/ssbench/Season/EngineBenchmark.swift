import GameModels
import SeasonEngine
import WorldGenerator

/// The match engine alone (ARCHITECTURE.md §10): a season's fixtures on the fast path in matches per second beside a
/// bare Poisson scoreline sampler, and (issue #17) the same fixtures with the match's numbers counted beside the
/// same engine without them — counting may cost at most a tenth of the fast path's speed. Targets (issues #16 and
/// #17): the fast path at least 1/300 of the sampler's rate.
struct EngineBenchmark: Benchmark {
    let name = "engine"

    enum Operation: Hashable {
        case poisson, counted, uncounted
    }

    func run(in context: BenchmarkContext) async throws -> [Figure] {
        let world = WorldGenerator().generate(seed: SeasonCareer.worldSeed)
        let fixtures = FixtureScheduler.fixtures(for: world, seed: world.seed)
        let sides = EngineSides(world: world)
        context.log("engine: \(fixtures.count) fixtures; timing \(context.scale.repetitions) rounds")
        var round: UInt64 = 0
        let samples = try Rounds(repetitions: context.scale.repetitions).run([
            (Operation.poisson, {
                round += 1
                return measure { _ = PoissonSampler.score(fixtures, seed: round) }
            }),
            (Operation.counted, { measure { _ = sides.playAll(fixtures) } }),
            (Operation.uncounted, { measure { _ = sides.playAll(fixtures, counting: false) } }),
        ])
        let median = samples.median
        let matches = Double(fixtures.count)
        return [
            Figure(benchmark: name, id: "engine-matches-per-second", label: "engine fast path",
                   value: matches / median(.counted), unit: .perSecond,
                   baseline: Figure.Baseline(name: "Poisson sampler", value: matches / median(.poisson)),
                   target: .ratioAtLeast(1.0 / 300)),
            // Counting a match's numbers costs at most a tenth of the fast path's speed (≥ 0.9× its rate).
            Figure(benchmark: name, id: "engine-statistics", label: "engine fast path with statistics, season's fixtures",
                   value: median(.counted),
                   baseline: Figure.Baseline(name: "same engine without statistics", value: median(.uncounted)),
                   target: .ratioAtMost(1 / 0.9)),
        ]
    }
}
