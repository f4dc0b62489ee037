import Economy
import GameModels

/// The league tables and every club's form as they stand before a match day, kept as the days are played so
/// that a week's crowds need neither the whole season's matches nor a scan of them per club.
struct TableBeforeDay {
    private let seasonId: String
    private let clubs: [String: [String]]
    private var played: [String: [Match]] = [:]
    private var latest: [String: [Match]] = [:]
    private var positions: [String: Int] = [:]

    /// `clubs`: the team ids of each division, by division id.
    init(seasonId: String, clubs: [String: [String]]) {
        self.seasonId = seasonId
        self.clubs = clubs
        rank()
    }

    /// What sets the crowd when `teamId` is at home to `visitor` today.
    func homeMatch(of teamId: String, against visitor: String, tier: Int, divisionId: String,
                   capacity: Int) -> HomeMatch {
        let size = clubs[divisionId]?.count ?? 1
        return HomeMatch(tier: tier, capacity: capacity, clubs: size, position: positions[teamId] ?? size,
                         opponentPosition: positions[visitor] ?? size,
                         form: Form.recent(teamId: teamId, matches: latest[teamId] ?? []))
    }

    /// Adds a match day's results: the tables and forms of the next day.
    mutating func add(_ results: [Match]) {
        for match in results where match.isPlayed {
            played[match.divisionId, default: []].append(match)
            for teamId in [match.homeTeamId, match.awayTeamId] {
                latest[teamId] = Array((latest[teamId, default: []] + [match]).suffix(Form.length))
            }
        }
        rank()
    }

    private mutating func rank() {
        for (divisionId, teamIds) in clubs {
            let table = LeagueTable.standings(seasonId: seasonId, teamIds: teamIds, matches: played[divisionId] ?? [])
            for standing in table { positions[standing.teamId] = standing.position }
        }
    }
}
