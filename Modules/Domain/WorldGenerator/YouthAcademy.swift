import GameModels

/// A club's youth intake at the start of a season: a few 15–17 year-olds, most of them weak, now and
/// then a gem. Quality follows the club's tier (its facilities and pull), never its current squad, so
/// the world's talent cannot deflate over decades; youngsters grow into their potential around 24.
public enum YouthAcademy {
    static let ages = PlayerAge.youngest...17
    static let countRange = 1...3
    /// The mean potential of an intake sits this far below the tier's peak-age club level.
    static let potentialBelowClubLevel = 0.0
    static let potentialDeviation = 6.0
    static let gemChance = 0.04
    static let gemBonus = 12.0

    /// The intake of club `teamId` in `tier`, ids `<idPrefix>-1`, `-2`…, names not in `usedNames`.
    public static func intake(teamId: String, tier: Int, seasonYear: Int, idPrefix: String,
                              usedNames: inout Set<String>, using rng: inout some RandomNumberGenerator) -> [Player] {
        let profile = TierProfile.profile(tier: tier)
        let count = Int.random(in: countRange, using: &rng)
        return (1...count).map { number in
            youngster(id: "\(idPrefix)-\(number)", teamId: teamId, profile: profile,
                      position: SquadComposition.youthPosition(using: &rng), seasonYear: seasonYear,
                      usedNames: &usedNames, using: &rng)
        }
    }

    private static func youngster(id: String, teamId: String?, profile: TierProfile, position: Position,
                                  seasonYear: Int, usedNames: inout Set<String>,
                                  using rng: inout some RandomNumberGenerator) -> Player {
        let age = Int.random(in: ages, using: &rng)
        var potential = rng.normal(mean: profile.clubLevel - potentialBelowClubLevel,
                                   deviation: potentialDeviation)
        if rng.chance(gemChance) { potential += gemBonus }
        let ceiling = Int(potential.rounded()).clamped(to: SquadGenerator.levelRange)
        let years = Double(PotentialRule.maturityAge - age)
        let level = Int((Double(ceiling) - rng.normal(mean: PotentialRule.yearlyGrowth * years, deviation: 2))
            .rounded()).clamped(to: 20...ceiling)
        let ratings = RatingsGenerator.ratings(for: position, level: level, using: &rng)
        let name = PersonNameGenerator.name(avoiding: &usedNames, using: &rng)
        return Player(id: id, teamId: teamId, firstName: name.first, lastName: name.last,
                      position: position, age: age, ratings: ratings,
                      contract: ContractTerms.youthContract(profile: profile, seasonYear: seasonYear),
                      potential: ceiling)
    }
}
