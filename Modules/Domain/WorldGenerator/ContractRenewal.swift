import GameModels

/// New deals for players a club keeps: the wage of his overall in the club's tier, shorter for veterans.
public enum ContractRenewal {
    /// A contract starting in `seasonYear` (it runs at least that season) at a club of `tier`.
    public static func contract(for player: Player, tier: Int, seasonYear: Int,
                                using rng: inout some RandomNumberGenerator) -> Contract {
        ContractTerms.contract(overall: player.ratings.overall, age: player.age, profile: TierProfile.profile(tier: tier),
                               seasonYear: seasonYear - 1, using: &rng)
    }
}
