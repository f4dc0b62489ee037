import GameModels
import WorldGenerator

/// Whole seasons of a world with no manager, for `supersoccer simulate`, the realism and health tests and
/// benchmarks. Every match day is `PyramidWeek`'s and every season end `SeasonRollover`'s, seeded from the world's
/// seed exactly as a career's are: a career the assistant runs (`advance`) plays this same world.
public enum SeasonSimulation {
    /// Plays `seasons` seasons of `world`, generated from `seed`, rolling each over into the next. `onSeason` sees
    /// each season as it ends, before its rollover.
    public static func simulate(world: World, seasons: Int, seed: UInt64,
                                onSeason: (SimulatedSeason) -> Void = { _ in }) -> SimulationSummary {
        let clubNames = clubNames(of: world)
        var tally = SimulationTally(divisions: world.divisions, clubNames: clubNames)
        var books = PyramidBooks(teams: world.teams)
        var season = world.season
        var teams = world.teams
        var players = world.players
        var fixtures = FixtureScheduler.fixtures(for: world, seed: seed)
        var previousClubs = clubs(of: players)
        for number in stride(from: 1, through: seasons, by: 1) {
            let played: SimulatedSeason
            (played, players) = playTrading(number: number, season: season, divisions: world.divisions, teams: teams,
                                            players: players, fixtures: fixtures, clubNames: clubNames, seed: seed,
                                            books: &books)
            tally.add(played)
            tally.add(finances: books.close(played, divisions: world.divisions, teams: teams),
                      transfers: books.transfers(season: number))
            onSeason(played)
            let outcome = SeasonRollover.roll(SeasonRolloverInput(
                season: season, divisions: world.divisions, teams: teams, players: players,
                standings: played.standings, lines: played.lines, userTeamId: nil, contractDecisions: nil,
                worldSeed: seed, money: books.money))
            tally.add(health: WorldHealth.rows(season: number, divisions: world.divisions, teams: teams,
                                               players: players, previousClubs: previousClubs, outcome: outcome),
                      honours: honours(season: number, year: season.year, divisions: world.divisions,
                                       standings: played.standings, outcome: outcome, clubNames: clubNames))
            previousClubs = clubs(of: players)
            season = outcome.season
            teams = outcome.teams
            players = outcome.players
            fixtures = outcome.fixtures
        }
        return tally.summary(seed: seed, seasons: max(0, seasons))
    }

    /// Plays the first season of `world` (generated from `seed`) from its squads as generated, with no market and
    /// no rollover: the matches alone, for realism studies.
    public static func playSeason(world: World, seed: UInt64) -> SimulatedSeason {
        playSeason(world: world, seed: seed, withCup: true)
    }

    /// The same season, with or without its cup: `ssbench` weighs what the cup costs a season (package-only, the
    /// game always plays it).
    package static func playSeason(world: World, seed: UInt64, withCup: Bool) -> SimulatedSeason {
        var play = SeasonDays(number: 1, season: world.season, divisions: world.divisions, teams: world.teams,
                              fixtures: FixtureScheduler.fixtures(for: world, seed: seed),
                              clubNames: clubNames(of: world), worldSeed: seed, playsCup: withCup)
        _ = play.playAll(players: world.players, trading: .nobody) { [:] } book: { _ in }
        return play.finish()
    }

    /// The first season of `world` as `simulate` plays it — every club trading, every club's money booked — up to
    /// its end, before the rollover: what a career its assistant runs plays to the season's end (`ssbench` weighs
    /// persisting a season against it).
    package static func playFirstSeason(world: World, seed: UInt64) -> SimulatedSeason {
        var books = PyramidBooks(teams: world.teams)
        return playTrading(number: 1, season: world.season, divisions: world.divisions, teams: world.teams,
                           players: world.players, fixtures: FixtureScheduler.fixtures(for: world, seed: seed),
                           clubNames: clubNames(of: world), seed: seed, books: &books).season
    }

    /// One season's match days with every club trading and `books` keeping every club's money; the season as
    /// played, and its players after the last day.
    private static func playTrading(number: Int, season: Season, divisions: [Division], teams: [Team],
                                    players: [Player], fixtures: [Match], clubNames: [String: String], seed: UInt64,
                                    books: inout PyramidBooks) -> (season: SimulatedSeason, players: [Player]) {
        var play = SeasonDays(number: number, season: season, divisions: divisions, teams: teams, fixtures: fixtures,
                              clubNames: clubNames, worldSeed: seed)
        let players = play.playAll(players: players, trading: .everyClub) { books.money } book: { books.book($0) }
        return (play.finish(), players)
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

    private static func honours(season: Int, year: Int, divisions: [Division], standings: [String: [Standing]],
                                outcome: SeasonRolloverOutcome, clubNames: [String: String]) -> SeasonHonours {
        let ordered = divisions.sorted { $0.tier < $1.tier }
        let champions = outcome.champions(of: ordered, standings: standings, year: year) { clubNames[$0] ?? $0 }
        let names = { (promoted: Bool) in
            outcome.moves.filter { $0.promoted == promoted }.map { clubNames[$0.teamId] ?? $0.teamId }
        }
        return SeasonHonours(champions: champions,
                             promoted: SeasonHonours.Movements(season: season, clubs: names(true)),
                             relegated: SeasonHonours.Movements(season: season, clubs: names(false)))
    }
}
