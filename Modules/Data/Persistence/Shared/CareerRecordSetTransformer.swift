import GameModels

/// Turns a new career, its world and its first season's fixtures into the rows of its file, entity by entity.
package enum CareerRecordSetTransformer {
    package static func records(career: Career, world: World, fixtures: [Match]) -> CareerRecordSet {
        CareerRecordSet(
            career: CareerTransformer.record(from: career),
            league: LeagueTransformer.record(from: world.league),
            season: SeasonTransformer.record(from: world.season, startDate: world.startDate),
            divisions: world.divisions.map(DivisionTransformer.record(from:)),
            teamInfos: world.teamInfos.map(TeamInfoTransformer.record(from:)),
            teams: world.teams.map(TeamTransformer.record(from:)),
            coaches: world.coaches.map(CoachTransformer.record(from:)),
            players: world.players.map(PlayerTransformer.record(from:)),
            matches: fixtures.map(MatchTransformer.record(from:)))
    }
}
