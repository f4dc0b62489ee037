import GameModels

/// Whole seasons of a world with no user club, for `supersoccer simulate`, the realism and health tests
/// and benchmarks. Seasons roll over with `SeasonRollover` exactly as a career's do, and every club's money
/// moves week by week as a career's does (`PyramidLedger`).
public enum SeasonSimulation {
    /// Plays `seasons` seasons of `world`, rolling each over into the next: season `n`'s matches are seeded
    /// from `seed` and `n`, its end from `seed` as a career's world seed. `onSeason` sees each season as it
    /// ends, before its rollover.
    public static func simulate(world: World, seasons: Int, seed: UInt64,
                                onSeason: (SimulatedSeason) -> Void = { _ in }) -> SimulationSummary {
        var tally = SimulationTally(divisions: world.divisions)
        var ledger = PyramidLedger(teams: world.teams, worldSeed: seed)
        let clubNames = clubNames(of: world)
        var season = world.season
        var teams = world.teams
        var players = world.players
        var fixtures = FixtureScheduler.fixtures(for: world, seed: SeedMixing.seed(seed, index: 1))
        for number in stride(from: 1, through: seasons, by: 1) {
            let played = play(number: number, seasonId: season.id, divisions: world.divisions, teams: teams,
                              players: players, fixtures: fixtures, clubNames: clubNames,
                              seed: SeedMixing.seed(seed, index: number))
            tally.add(played)
            tally.add(finances: ledger.book(played, seasonId: season.id, divisions: world.divisions, teams: teams,
                                            players: players))
            onSeason(played)
            let outcome = SeasonRollover.roll(SeasonRolloverInput(
                season: season, divisions: world.divisions, teams: teams, players: players,
                standings: played.standings, lines: played.lines, userTeamId: nil, contractDecisions: [:],
                worldSeed: seed))
            tally.add(health: WorldHealth.rows(season: number, divisions: world.divisions, teams: teams,
                                               players: players, outcome: outcome),
                      honours: honours(season: number, divisions: world.divisions, outcome: outcome,
                                       clubNames: clubNames))
            season = outcome.season
            teams = outcome.teams
            players = outcome.players
            fixtures = outcome.fixtures
        }
        return tally.summary(seed: seed, seasons: max(0, seasons))
    }

    /// Plays season `number` (1-based) of `world` from fresh squads, without a rollover, and returns it.
    public static func playSeason(world: World, number: Int, seed: UInt64) -> SimulatedSeason {
        let seasonSeed = SeedMixing.seed(seed, index: number)
        return play(number: number, seasonId: world.season.id, divisions: world.divisions, teams: world.teams,
                    players: world.players, fixtures: FixtureScheduler.fixtures(for: world, seed: seasonSeed),
                    clubNames: clubNames(of: world), seed: seasonSeed)
    }

    private static func clubNames(of world: World) -> [String: String] {
        let names = Dictionary(world.teamInfos.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return Dictionary(world.teams.map { ($0.id, names[$0.infoId] ?? $0.id) }, uniquingKeysWith: { first, _ in first })
    }

    private static func play(number: Int, seasonId: String, divisions: [Division], teams: [Team], players: [Player],
                             fixtures: [Match], clubNames: [String: String], seed: UInt64) -> SimulatedSeason {
        let runner = MatchDayRunner()
        var squads: [String: [Player]] = [:]
        for player in players {
            guard let teamId = player.teamId else { continue }
            squads[teamId, default: []].append(player.with(condition: .fresh))
        }

        let fixturesByDay = Dictionary(grouping: fixtures, by: \.matchDay)
        var reports: [String: MatchReport] = [:]
        var matchDays: [MatchDayResult] = []
        var lines = SeasonLineTally()
        for matchDay in fixturesByDay.keys.sorted() {
            let result = runner.play(matchDay: matchDay, matches: fixturesByDay[matchDay] ?? [], squads: squads,
                                     clubNames: clubNames, userTeamId: nil, userLineUp: nil, worldSeed: seed)
            for report in result.reports {
                reports[report.matchId] = report
                lines.add(report.performances)
            }
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
        for division in divisions {
            standings[division.id] = LeagueTable.standings(
                seasonId: seasonId, teamIds: teams.filter { $0.divisionId == division.id }.map(\.id),
                matches: matches.filter { $0.divisionId == division.id })
        }
        return SimulatedSeason(number: number, seed: seed, matches: matches, matchDays: matchDays,
                               standings: standings, lines: lines.all)
    }

    private static func honours(season: Int, divisions: [Division], outcome: SeasonRolloverOutcome,
                                clubNames: [String: String]) -> SeasonHonours {
        let ordered = divisions.sorted { $0.tier < $1.tier }
        let champions = ordered.compactMap { division in
            outcome.champions[division.id].map {
                SeasonHonours.Champion(season: season, tier: division.tier, club: clubNames[$0] ?? $0)
            }
        }
        let names = { (promoted: Bool) in
            outcome.moves.filter { $0.promoted == promoted }.map { clubNames[$0.teamId] ?? $0.teamId }
        }
        return SeasonHonours(champions: champions,
                             promoted: SeasonHonours.Movements(season: season, clubs: names(true)),
                             relegated: SeasonHonours.Movements(season: season, clubs: names(false)))
    }
}
