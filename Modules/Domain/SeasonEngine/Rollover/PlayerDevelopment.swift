import GameModels
import WorldGenerator

/// A year older: young players grow toward their potential (reached around 24), players hold their level
/// through the late twenties, and decline from the early thirties. Pace fades first, so positions that
/// lean on it (forwards, then defenders) decline faster.
public enum PlayerDevelopment {
    /// Overall points lost a year from this age on, growing with every year past it.
    static let declineAge = 30
    static let extraPaceLossPerYear = 2

    /// The player one season on: a year older, ratings moved by age and potential.
    public static func aged(_ player: Player, using rng: inout some RandomNumberGenerator) -> Player {
        let age = player.age + 1
        let overall = player.ratings.overall
        var change: Int
        var paceLoss = 0
        if age <= PotentialRule.maturityAge {
            // The rest of the gap spread over the years left, so the potential is reached at maturity.
            let years = Double(PotentialRule.maturityAge - age + 1)
            let step = Double(player.potential - overall) / years
            change = Int((step + rng.normal(mean: 0, deviation: 1.2)).rounded())
            change = max(0, min(change, player.potential - overall + 1))
        } else if age < declineAge {
            change = Int(rng.normal(mean: 0, deviation: 0.9).rounded())
        } else {
            let years = Double(age - declineAge + 1)
            change = -Int(rng.normal(mean: 0.55 * years + 0.3, deviation: 1.0).rounded().clamped(to: 0...12))
            paceLoss = extraPaceLossPerYear
        }
        let ratings = shifted(player.ratings, by: change, paceLoss: paceLoss, position: player.position)
        let potential = age > PotentialRule.maturityAge ? ratings.overall : player.potential
        return player.with(teamId: player.teamId, age: age, ratings: ratings, potential: potential)
    }

    /// Every attribute the position counts moves by `change`; pace loses `paceLoss` more.
    static func shifted(_ ratings: PlayerRatings, by change: Int, paceLoss: Int, position: Position) -> PlayerRatings {
        let counts = PlayerRatings.weights(for: position).map { $0 > 0 }
        func moved(_ value: Int, _ index: Int, extra: Int = 0) -> Int {
            (counts[index] ? value + change - extra : value).clamped(to: 1...99)
        }
        return PlayerRatings(pace: moved(ratings.pace, 0, extra: paceLoss), shooting: moved(ratings.shooting, 1),
                             passing: moved(ratings.passing, 2), dribbling: moved(ratings.dribbling, 3),
                             defending: moved(ratings.defending, 4), physical: moved(ratings.physical, 5),
                             goalkeeping: moved(ratings.goalkeeping, 6), position: position)
    }
}
