import ClubBoard
import GameModels
import Persistence

/// Every club of the pyramid on paper, as the board and the job market judge them: its tier and the
/// strength of its squad (`TeamStrength`, what the club choice ranks by). A strength is worked out when it is asked
/// for: every match day the board ranks the manager's club in its division only, and the job market looks at the
/// whole pyramid only when there are offers to make (ranking all 78 squads was 5 % of a persisted match day).
struct BoardStanding {
    private let context: SeasonContext
    private let players: [Player]
    private let teams: [Team]

    /// `teams`: the clubs in the divisions they play in (the season's, unless a season's end has moved them on).
    init(context: SeasonContext, players: [Player], teams: [Team]? = nil) {
        self.context = context
        self.players = players
        self.teams = teams ?? context.teams
    }

    /// Every club of the pyramid.
    var clubs: [ClubStanding] {
        standings(of: teams)
    }

    /// The club's strength rank in its division (1 = strongest; ties by id) and the division's size.
    func rank(of teamId: String) -> (rank: Int, clubs: Int) {
        let divisionId = teams.first { $0.id == teamId }?.divisionId
        let ordered = JobMarket.ladder(standings(of: teams.filter { $0.divisionId == divisionId }))
        return ((ordered.firstIndex { $0.teamId == teamId } ?? ordered.count) + 1, ordered.count)
    }

    /// `teams` on paper, their squads' strengths gathered in one pass over the players.
    private func standings(of teams: [Team]) -> [ClubStanding] {
        let index = Dictionary(teams.indices.map { (teams[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        var squads = Array(repeating: TeamStrength.Squad(), count: teams.count)
        for player in players {
            if let teamId = player.teamId, let at = index[teamId] { squads[at].add(player) }
        }
        return zip(teams, squads).map { team, squad in
            ClubStanding(teamId: team.id, tier: context.tier(ofDivision: team.divisionId), strength: squad.rating)
        }
    }
}
