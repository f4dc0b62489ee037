import GameModels

/// Players from outside the pyramid: when a club lacks a position and no free agent it can get plays it,
/// it signs a grown-up part-timer from the non-league game — never a child from the academy, so shortages
/// do not flood squads with teenagers.
public enum NonLeagueScout {
    static let ages = 22...30
    /// A non-league find plays a few points below the tier's peak-age level.
    static let levelBelowClubLevel = 2.0
    static let levelDeviation = 3.0

    /// A free agent of `tier`'s standard in `position`, id `id`, with a name not in `usedNames`.
    public static func journeyman(position: Position, tier: Int, seasonYear: Int, id: String,
                                  usedNames: inout Set<String>, using rng: inout some RandomNumberGenerator) -> Player {
        let profile = TierProfile.profile(tier: tier)
        let age = Int.random(in: ages, using: &rng)
        let mean = profile.clubLevel - levelBelowClubLevel + AgeCurve.levelShift(age: age)
        let level = Int(rng.normal(mean: mean, deviation: levelDeviation).rounded()).clamped(to: SquadGenerator.levelRange)
        let ratings = RatingsGenerator.ratings(for: position, level: level, using: &rng)
        let name = PersonNameGenerator.name(avoiding: &usedNames, using: &rng)
        return Player(id: id, teamId: nil, firstName: name.first, lastName: name.last, position: position, age: age,
                      ratings: ratings,
                      contract: ContractTerms.contract(overall: ratings.overall, age: age, profile: profile,
                                                       seasonYear: seasonYear - 1, using: &rng),
                      potential: PotentialRule.potential(overall: ratings.overall, age: age, using: &rng))
    }
}
