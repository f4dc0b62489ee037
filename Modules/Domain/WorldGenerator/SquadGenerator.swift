import GameModels

/// Makes a club's players: positions, ages, names, ratings and contracts.
struct SquadGenerator {
    /// How far a player's level strays from his club's, so every squad has stars and reserves.
    static let levelDeviation = 4.5
    static let levelRange = 25...95

    let teamId: String
    /// The level of the club's peak-age players.
    let clubLevel: Double
    let profile: TierProfile
    let seasonYear: Int

    /// The squad, keepers first; player ids count on from `firstNumber`.
    func players(numberedFrom firstNumber: Int, using rng: inout some RandomNumberGenerator) -> [Player] {
        var usedNames: Set<String> = []
        return SquadComposition.positions(using: &rng).enumerated().map { offset, position in
            let age = AgeCurve.age(using: &rng)
            let mean = clubLevel + AgeCurve.levelShift(age: age)
            let level = Int(rng.normal(mean: mean, deviation: Self.levelDeviation).rounded()).clamped(to: Self.levelRange)
            let ratings = RatingsGenerator.ratings(for: position, level: level, using: &rng)
            let name = PersonNameGenerator.name(avoiding: &usedNames, using: &rng)
            let contract = ContractTerms.contract(overall: ratings.overall, age: age, profile: profile,
                                                  seasonYear: seasonYear, using: &rng)
            return Player(id: WorldIds.player(firstNumber + offset), teamId: teamId,
                          firstName: name.first, lastName: name.last, position: position,
                          age: age, ratings: ratings, contract: contract,
                          potential: PotentialRule.potential(overall: ratings.overall, age: age, using: &rng))
        }
    }
}
