import GameModels

/// One generated club with everything that belongs to it.
struct GeneratedClub {
    let info: TeamInfo
    let team: Team
    let coach: Coach
    let players: [Player]
}

/// Makes the clubs of one division: identity, sporting side, coach and squad.
struct ClubGenerator {
    let profile: TierProfile
    let divisionId: String
    let seasonYear: Int

    /// The club numbered `number` (its team, info and coach ids share it), based in `town`.
    func club(number: Int, town: String, firstPlayerNumber: Int, registry: inout NameRegistry,
              using rng: inout some RandomNumberGenerator) -> GeneratedClub {
        let limit = TierProfile.clubLevelLimit
        let levelOffset = rng.normal(mean: 0, deviation: TierProfile.clubLevelSpread).clamped(to: -limit...limit)
        let info = TeamInfo(id: WorldIds.info(number),
                            name: ClubIdentityGenerator.clubName(town: town, using: &rng),
                            shortName: registry.shortNames.allocate(for: town),
                            city: town,
                            stadium: ClubIdentityGenerator.stadium(town: town, using: &rng),
                            founded: ClubIdentityGenerator.foundedYear(using: &rng))
        let teamId = WorldIds.team(number)
        let coachName = PersonNameGenerator.name(avoiding: &registry.coachNames, using: &rng)
        let coach = Coach(id: WorldIds.coach(number), teamId: teamId,
                          firstName: coachName.first, lastName: coachName.last, isUser: false)
        let team = Team(id: teamId, infoId: info.id, divisionId: divisionId, coachId: coach.id,
                        budget: budget(levelOffset: levelOffset, using: &rng))
        let squad = SquadGenerator(teamId: teamId, clubLevel: profile.clubLevel + levelOffset,
                                   profile: profile, seasonYear: seasonYear)
        return GeneratedClub(info: info, team: team, coach: coach,
                             players: squad.players(numberedFrom: firstPlayerNumber, using: &rng))
    }

    /// Stronger clubs are richer. At most ±30 % for strength and ±10 % for luck, so every budget
    /// of a tier stays above every budget of the tier below (bases differ more than threefold).
    func budget(levelOffset: Double, using rng: inout some RandomNumberGenerator) -> Int {
        let factor = (1 + levelOffset / 20) * Double.random(in: 0.9...1.1, using: &rng)
        return Int((Double(profile.budget) * factor / 10_000).rounded()) * 10_000
    }
}
