import GameModels

/// Builds a new world from a seed: the pyramid, its clubs, coaches and squads, and the first season.
/// The same seed always gives the same world.
public struct WorldGenerator: Sendable {
    static let seasonYear = 2026
    static let startDate = GameDate(year: 2026, month: 8, day: 1)

    public init() {}

    public func generate(seed: UInt64) -> World {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let league = League(id: WorldIds.league, name: PyramidNameGenerator.leagueName(using: &rng))
        let tiers = TierProfile.pyramid
        let divisions = tiers.map { profile in
            Division(id: WorldIds.division(tier: profile.tier), leagueId: league.id,
                     name: PyramidNameGenerator.divisionName(tier: profile.tier, using: &rng), tier: profile.tier)
        }
        let clubCounts = tiers.map { _ in rng.pick(TierProfile.clubCounts) }
        let towns = ClubIdentityGenerator.towns(count: clubCounts.reduce(0, +), using: &rng)

        var registry = NameRegistry()
        var clubs: [GeneratedClub] = []
        var playerCount = 0
        for index in tiers.indices {
            let generator = ClubGenerator(profile: tiers[index], divisionId: divisions[index].id,
                                          seasonYear: Self.seasonYear)
            for _ in 0..<clubCounts[index] {
                let club = generator.club(number: clubs.count + 1, town: towns[clubs.count],
                                          firstPlayerNumber: playerCount + 1, registry: &registry, using: &rng)
                clubs.append(club)
                playerCount += club.players.count
            }
        }

        return World(seed: seed, league: league, divisions: divisions,
                     teamInfos: clubs.map(\.info), teams: clubs.map(\.team), coaches: clubs.map(\.coach),
                     players: clubs.flatMap(\.players),
                     season: Season(id: WorldIds.season(year: Self.seasonYear), leagueId: league.id,
                                    year: Self.seasonYear),
                     startDate: Self.startDate)
    }
}
