import Foundation
import GameModels

/// The baseline a season is set beside: a bare scoreline sampler that draws each fixture's goals from
/// Poisson distributions with real-football means, with no squads, line-ups or events.
enum PoissonSampler {
    static let homeMean = 1.5
    static let awayMean = 1.15

    /// Scores every fixture; returns the goals drawn so the work cannot be optimised away.
    static func score(_ fixtures: [Match], seed: UInt64) -> Int {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var goals = 0
        for _ in fixtures {
            goals += draw(mean: homeMean, using: &rng) + draw(mean: awayMean, using: &rng)
        }
        return goals
    }

    /// Knuth's method: fine for means this small.
    private static func draw(mean: Double, using rng: inout SeededRandomNumberGenerator) -> Int {
        let limit = exp(-mean)
        var product = Double.random(in: 0..<1, using: &rng)
        var count = 0
        while product > limit {
            count += 1
            product *= Double.random(in: 0..<1, using: &rng)
        }
        return count
    }
}
