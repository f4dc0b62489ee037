import GameModels

/// Whole seasons of a world with no user club, for `supersoccer simulate`, the realism test and benchmarks.
public enum SeasonSimulation {
    /// Plays `seasons` seasons of `world`: each season gets new fixtures (its seed mixed from `seed` and
    /// the season number) and every match day is played with `MatchDayRunner`, no user club. Conditions
    /// carry over within a season and are reset at its start. Season rollover (promotion, ageing) does not
    /// exist yet, so every season starts from the same clubs. `onSeason` sees each season as it ends.
    public static func simulate(world: World, seasons: Int, seed: UInt64,
                                onSeason: (SimulatedSeason) -> Void = { _ in }) -> SimulationSummary {
        var tally = SimulationTally(divisions: world.divisions)
        for number in stride(from: 1, through: seasons, by: 1) {
            let season = playSeason(world: world, number: number, seed: seed)
            tally.add(season)
            onSeason(season)
        }
        return tally.summary(seed: seed, seasons: max(0, seasons))
    }

    /// Plays season `number` (1-based) of `world` from fresh squads and returns it.
    public static func playSeason(world: World, number: Int, seed: UInt64) -> SimulatedSeason {
        let runner = MatchDayRunner()
        let seasonSeed = SeedMixing.seed(seed, index: number)
        let fixtures = FixtureScheduler.fixtures(for: world, seed: seasonSeed)
        let names = Dictionary(world.teamInfos.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let clubNames = Dictionary(world.teams.map { ($0.id, names[$0.infoId] ?? $0.id) },
                                   uniquingKeysWith: { first, _ in first })
        var squads: [String: [Player]] = [:]
        for player in world.players {
            guard let teamId = player.teamId else { continue }
            squads[teamId, default: []].append(player.with(condition: .fresh))
        }

        let fixturesByDay = Dictionary(grouping: fixtures, by: \.matchDay)
        var reports: [String: MatchReport] = [:]
        var matchDays: [MatchDayResult] = []
        for matchDay in fixturesByDay.keys.sorted() {
            let result = runner.play(matchDay: matchDay, matches: fixturesByDay[matchDay] ?? [], squads: squads,
                                     clubNames: clubNames, userTeamId: nil, userLineUp: nil, worldSeed: seasonSeed)
            for report in result.reports { reports[report.matchId] = report }
            if !result.conditions.isEmpty {
                squads = squads.mapValues { squad in
                    squad.map { player in result.conditions[player.id].map(player.with(condition:)) ?? player }
                }
            }
            matchDays.append(result)
        }

        let matches = fixtures.map { fixture in
            Match(id: fixture.id, seasonId: fixture.seasonId, divisionId: fixture.divisionId,
                  matchDay: fixture.matchDay, homeTeamId: fixture.homeTeamId, awayTeamId: fixture.awayTeamId,
                  homeGoals: reports[fixture.id]?.homeGoals, awayGoals: reports[fixture.id]?.awayGoals)
        }
        var standings: [String: [Standing]] = [:]
        for division in world.divisions {
            standings[division.id] = LeagueTable.standings(
                seasonId: world.season.id, teamIds: world.teams.filter { $0.divisionId == division.id }.map(\.id),
                matches: matches.filter { $0.divisionId == division.id })
        }
        return SimulatedSeason(number: number, seed: seasonSeed, matches: matches, matchDays: matchDays,
                               standings: standings)
    }
}
