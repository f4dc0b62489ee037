import Economy
import GameModels

/// The tables and every club's form as they stood before a match day: what sets its crowds.
struct CrowdTable {
    private let positions: [String: Int]
    private let latest: [String: [Match]]

    init(state: WeekState, teams: [Team]) {
        let played = state.played.filter(\.isPlayed)
        let byDivision = Dictionary(grouping: played, by: \.divisionId)
        var positions: [String: Int] = [:]
        for (divisionId, members) in Dictionary(grouping: teams, by: \.divisionId) {
            let table = LeagueTable.standings(seasonId: state.season.id, teamIds: members.map(\.id),
                                              matches: byDivision[divisionId] ?? [])
            for standing in table { positions[standing.teamId] = standing.position }
        }
        self.positions = positions
        // Each club's own matches, ordered club by club: sorting the whole season's matches every day would cost
        // more as the season goes on.
        var byClub: [String: [Match]] = [:]
        for match in played {
            byClub[match.homeTeamId, default: []].append(match)
            byClub[match.awayTeamId, default: []].append(match)
        }
        latest = byClub.mapValues { matches in
            Array(matches.sorted { ($0.matchDay, $0.id) < ($1.matchDay, $1.id) }.suffix(Form.length))
        }
    }

    /// What sets the crowd when `teamId` is at home to `visitor` today.
    func homeMatch(of teamId: String, against visitor: String, tier: Int, clubs: Int, capacity: Int) -> HomeMatch {
        HomeMatch(tier: tier, capacity: capacity, clubs: clubs, position: positions[teamId] ?? clubs,
                  opponentPosition: positions[visitor] ?? clubs,
                  form: Form.recent(teamId: teamId, matches: latest[teamId] ?? []))
    }
}
