import GameModels

/// One simulated season played day by day through `PyramidWeek`, in memory: the results so far, each day's
/// reports and conditions, and every player's season line.
struct SeasonDays {
    let number: Int
    private let season: Season
    private let divisions: [Division]
    private let teams: [Team]
    private let fixtures: [Match]
    private let clubNames: [String: String]
    private let worldSeed: UInt64
    private let playsCup: Bool
    private var played: [Match] = []
    private var days: [MatchDayResult] = []
    /// The cup's ties, drawn and played as the season goes.
    private var cupTies: [CupTie] = []
    private var lines = SeasonLineTally()

    init(number: Int, season: Season, divisions: [Division], teams: [Team], fixtures: [Match],
         clubNames: [String: String], worldSeed: UInt64, playsCup: Bool = true) {
        self.number = number
        self.season = season
        self.divisions = divisions
        self.teams = teams
        self.fixtures = fixtures
        self.clubNames = clubNames
        self.worldSeed = worldSeed
        self.playsCup = playsCup
    }

    /// Plays every match day from `players` as the season starts and returns them as it ends.
    /// `money` gives the clubs' money before each day; `book` takes each day's outcome.
    mutating func playAll(players: [Player], trading: WeekTrading, money: () -> [String: ClubMoney],
                          book: (WeekOutcome) -> Void) -> [Player] {
        let byDay = Dictionary(grouping: fixtures, by: \.matchDay)
        let weeks = byDay.keys.max() ?? 0
        var players = players
        for matchDay in byDay.keys.sorted() {
            var state = WeekState(
                worldSeed: worldSeed, season: season, weeks: weeks, matchDay: matchDay, divisions: divisions,
                teams: teams, clubNames: clubNames, fixtures: byDay[matchDay] ?? [], played: played, players: players,
                money: money(), trading: trading, cupTies: cupTies)
            state.playsCup = playsCup
            let week = PyramidWeek.play(state)
            book(week)
            players = week.players
            played += week.results
            days.append(week.day)
            cupTies += week.cupDrawn
            if let cup = week.cup { cupTies = Self.updated(cupTies, by: cup) }
            for report in week.day.reports { lines.add(report.performances) }
        }
        return players
    }

    /// The ties with today's results in place and the next round's draw added.
    static func updated(_ ties: [CupTie], by cup: CupOutcome) -> [CupTie] {
        let played = Dictionary(cup.played.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let known = ties.map { played[$0.id] ?? $0 }
        let fresh = cup.played.filter { tie in !ties.contains { $0.id == tie.id } }
        return known + fresh + cup.drawn
    }

    /// The season as played: every fixture with its score and the final tables.
    func finish() -> SimulatedSeason {
        let scores = Dictionary(played.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let matches = fixtures.map { scores[$0.id] ?? $0 }
        var standings: [String: [Standing]] = [:]
        for division in divisions {
            standings[division.id] = LeagueTable.standings(
                seasonId: season.id, teamIds: teams.filter { $0.divisionId == division.id }.map(\.id),
                matches: matches.filter { $0.divisionId == division.id })
        }
        return SimulatedSeason(number: number, year: season.year, seed: worldSeed, matches: matches, matchDays: days,
                               standings: standings, lines: lines.all, cupTies: cupTies)
    }
}
