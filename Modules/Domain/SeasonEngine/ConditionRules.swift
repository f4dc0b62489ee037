import GameModels

/// How one match day changes a player's condition: playing tires him, the days until the next match day
/// restore him, an injury or a red card keeps him out, and every match day served counts down what he
/// still has to miss. The stored condition is the one he takes into the next match day.
enum ConditionRules {
    /// Share of the fitness deficit still left after one day of rest. A week (0.86⁷ ≈ 0.35) restores about
    /// two thirds of it, so a weekly starter settles in the high 80s to 90s; three days restore only a third.
    static let dailyRetention = 0.86

    /// Chances of 1…6 match days out for a new injury: most knocks are short.
    private static let injuryLengthWeights = [30, 25, 18, 12, 9, 6]

    /// The condition after a match day, ready for the next one `restDays` later. `performance` is the
    /// player's match of the day, if he was in a squad that played; `newInjuryLength` the match days out
    /// drawn for an injury he picked up in it; `servesMatch` whether his club played (only then do his injury and
    /// suspension count down).
    static func condition(after player: Player, performance: PlayerPerformance?, newInjuryLength: Int?,
                          restDays: Int, servesMatch: Bool = true) -> PlayerCondition {
        let old = player.condition
        let minutes = performance?.minutesPlayed ?? 0
        let afterMatch = old.fitness - fatigue(minutes: minutes, physical: player.ratings.physical)
        let sentOff = (performance?.redCards ?? 0) > 0
        return PlayerCondition(fitness: recovered(afterMatch, restDays: restDays),
                               injuryMatchDays: newInjuryLength ?? old.injuryMatchDays - (servesMatch ? 1 : 0),
                               suspensionMatchDays: sentOff ? 1 : old.suspensionMatchDays - (servesMatch ? 1 : 0))
    }

    /// Fitness lost for `minutes` on the pitch: 25 a full match for the frailest, 10 for the strongest.
    static func fatigue(minutes: Int, physical: Int) -> Int {
        let perNinety = 2_500 - 1_500 * min(99, max(1, physical)) / 99
        return (minutes * perNinety + 4_500) / 9_000
    }

    /// `fitness` after `restDays` days of rest: each day wins back the same share of what is missing.
    static func recovered(_ fitness: Int, restDays: Int) -> Int {
        var deficit = Double(100 - min(100, max(0, fitness)))
        for _ in 0..<max(0, restDays) { deficit *= dailyRetention }
        return 100 - Int(deficit.rounded())
    }

    /// Match days out for a new injury, 1…6.
    static func injuryLength(using rng: inout some RandomNumberGenerator) -> Int {
        var ticket = Int.random(in: 0..<injuryLengthWeights.reduce(0, +), using: &rng)
        for (index, weight) in injuryLengthWeights.enumerated() {
            if ticket < weight { return index + 1 }
            ticket -= weight
        }
        return injuryLengthWeights.count
    }
}
