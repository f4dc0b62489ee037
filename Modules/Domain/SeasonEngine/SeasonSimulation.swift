import GameModels
import TransferMarket

/// Whole seasons of a world with no user club, for `supersoccer simulate`, the realism and health tests
/// and benchmarks. Seasons roll over with `SeasonRollover` exactly as a career's do, every computer club trades
/// in the transfer windows (`SimulationMarket`), and every club's money moves week by week as a career's does
/// (`PyramidLedger`).
public enum SeasonSimulation {
    /// Plays `seasons` seasons of `world`, rolling each over into the next: season `n`'s matches are seeded
    /// from `seed` and `n`, its end from `seed` as a career's world seed. `onSeason` sees each season as it
    /// ends, before its rollover.
    public static func simulate(world: World, seasons: Int, seed: UInt64,
                                onSeason: (SimulatedSeason) -> Void = { _ in }) -> SimulationSummary {
        var tally = SimulationTally(divisions: world.divisions)
        var ledger = PyramidLedger(teams: world.teams, worldSeed: seed)
        var market = SimulationMarket(worldSeed: seed)
        let clubNames = clubNames(of: world)
        var season = world.season
        var teams = world.teams
        var players = world.players
        var fixtures = FixtureScheduler.fixtures(for: world, seed: SeedMixing.seed(seed, index: 1))
        var previousClubs = clubs(of: players)
        for number in stride(from: 1, through: seasons, by: 1) {
            var play = SeasonPlay(number: number, seasonId: season.id, divisions: world.divisions, teams: teams,
                                  players: players, fixtures: fixtures, clubNames: clubNames,
                                  seed: SeedMixing.seed(seed, index: number))
            let weeks = play.matchDays.last ?? 0
            let calendar = TransferCalendar(matchDays: weeks)
            ledger.start(seasonId: season.id, divisions: world.divisions, teams: teams)
            market.open(teams: teams, weeks: weeks, ledger: ledger)
            for matchDay in play.matchDays {
                if let window = calendar.window(nextMatchDay: matchDay) {
                    market.trade(window: window, before: matchDay, year: season.year, weeks: weeks, teams: teams,
                                 play: &play, ledger: &ledger)
                }
                ledger.book(day: play.play(matchDay: matchDay), squads: play.squads)
            }
            let played = play.finish()
            players = play.players
            tally.add(played)
            tally.add(finances: ledger.close(played, divisions: world.divisions),
                      transfers: market.report(season: number))
            onSeason(played)
            let outcome = SeasonRollover.roll(SeasonRolloverInput(
                season: season, divisions: world.divisions, teams: teams, players: players,
                standings: played.standings, lines: played.lines, userTeamId: nil, contractDecisions: [:],
                worldSeed: seed))
            tally.add(health: WorldHealth.rows(season: number, divisions: world.divisions, teams: teams,
                                               players: players, previousClubs: previousClubs, outcome: outcome),
                      honours: honours(season: number, divisions: world.divisions, outcome: outcome,
                                       clubNames: clubNames))
            previousClubs = clubs(of: players)
            season = outcome.season
            teams = outcome.teams
            players = outcome.players
            fixtures = outcome.fixtures
        }
        return tally.summary(seed: seed, seasons: max(0, seasons))
    }

    /// Plays season `number` (1-based) of `world` from fresh squads, without a market or a rollover, and returns it.
    public static func playSeason(world: World, number: Int, seed: UInt64) -> SimulatedSeason {
        let seasonSeed = SeedMixing.seed(seed, index: number)
        var play = SeasonPlay(number: number, seasonId: world.season.id, divisions: world.divisions,
                              teams: world.teams, players: world.players,
                              fixtures: FixtureScheduler.fixtures(for: world, seed: seasonSeed),
                              clubNames: clubNames(of: world), seed: seasonSeed)
        for matchDay in play.matchDays { _ = play.play(matchDay: matchDay) }
        return play.finish()
    }

    /// Each player's club, by player id; free agents have none.
    private static func clubs(of players: [Player]) -> [String: String] {
        Dictionary(players.compactMap { player in player.teamId.map { (player.id, $0) } },
                   uniquingKeysWith: { first, _ in first })
    }

    private static func clubNames(of world: World) -> [String: String] {
        let names = Dictionary(world.teamInfos.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return Dictionary(world.teams.map { ($0.id, names[$0.infoId] ?? $0.id) }, uniquingKeysWith: { first, _ in first })
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
