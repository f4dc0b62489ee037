import GameModels
import TransferMarket

/// One season played match day by match day, so the market can move players between days: the squads as they
/// stand (with their condition), the free agents, and what each day produced.
struct SeasonPlay {
    let number: Int
    private let seasonId: String
    private let divisions: [Division]
    private let teams: [Team]
    private let fixtures: [Match]
    private let fixturesByDay: [Int: [Match]]
    private let clubNames: [String: String]
    private let seed: UInt64
    private let runner = MatchDayRunner()
    private(set) var squads: [String: [Player]] = [:]
    private(set) var freeAgents: [Player] = []
    private var reports: [String: MatchReport] = [:]
    private var results: [MatchDayResult] = []
    private var lines = SeasonLineTally()

    /// `players`: every squad player and free agent as the season starts; squads start fresh.
    init(number: Int, seasonId: String, divisions: [Division], teams: [Team], players: [Player], fixtures: [Match],
         clubNames: [String: String], seed: UInt64) {
        self.number = number
        self.seasonId = seasonId
        self.divisions = divisions
        self.teams = teams
        self.fixtures = fixtures
        self.clubNames = clubNames
        self.seed = seed
        fixturesByDay = Dictionary(grouping: fixtures, by: \.matchDay)
        for player in players {
            if let teamId = player.teamId {
                squads[teamId, default: []].append(player.with(condition: .fresh))
            } else {
                freeAgents.append(player)
            }
        }
    }

    var matchDays: [Int] { fixturesByDay.keys.sorted() }

    /// Every player as he stands now, squads by club id then the free agents.
    var players: [Player] {
        squads.keys.sorted().flatMap { squads[$0] ?? [] } + freeAgents
    }

    /// Plays `matchDay` and returns its fixtures with their scores.
    mutating func play(matchDay: Int) -> [Match] {
        let day = fixturesByDay[matchDay] ?? []
        let result = runner.play(matchDay: matchDay, matches: day, squads: squads, clubNames: clubNames,
                                 userTeamId: nil, userLineUp: nil, worldSeed: seed)
        for report in result.reports {
            reports[report.matchId] = report
            lines.add(report.performances)
        }
        if !result.conditions.isEmpty {
            squads = squads.mapValues { squad in
                squad.map { player in result.conditions[player.id].map(player.with(condition:)) ?? player }
            }
        }
        results.append(result)
        return day.map(scored)
    }

    /// Moves each transferred player to his new club on his new contract, keeping his condition.
    mutating func apply(_ transfers: [CompletedTransfer]) {
        for transfer in transfers {
            let player: Player?
            if let from = transfer.fromTeamId {
                player = squads[from]?.first { $0.id == transfer.playerId }
                squads[from]?.removeAll { $0.id == transfer.playerId }
            } else {
                player = freeAgents.first { $0.id == transfer.playerId }
                freeAgents.removeAll { $0.id == transfer.playerId }
            }
            guard let player else { continue }
            squads[transfer.toTeamId, default: []].append(player.with(teamId: transfer.toTeamId,
                                                                       contract: transfer.contract))
        }
    }

    /// The season as played: every fixture with its score and the final tables.
    func finish() -> SimulatedSeason {
        let matches = fixtures.map(scored)
        var standings: [String: [Standing]] = [:]
        for division in divisions {
            standings[division.id] = LeagueTable.standings(
                seasonId: seasonId, teamIds: teams.filter { $0.divisionId == division.id }.map(\.id),
                matches: matches.filter { $0.divisionId == division.id })
        }
        return SimulatedSeason(number: number, seed: seed, matches: matches, matchDays: results,
                               standings: standings, lines: lines.all)
    }

    private func scored(_ fixture: Match) -> Match {
        Match(id: fixture.id, seasonId: fixture.seasonId, divisionId: fixture.divisionId,
              matchDay: fixture.matchDay, homeTeamId: fixture.homeTeamId, awayTeamId: fixture.awayTeamId,
              homeGoals: reports[fixture.id]?.homeGoals, awayGoals: reports[fixture.id]?.awayGoals)
    }
}
