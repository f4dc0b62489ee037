import ClubBoard
import GameModels
import Persistence

/// Every club of the pyramid on paper, as the board and the job market judge them: its tier and the
/// strength of its squad (`TeamStrength`, what the club choice ranks by).
struct BoardStanding {
    let clubs: [ClubStanding]
    private let divisions: [String: String]

    init(context: SeasonContext, players: [Player]) {
        let squads = Dictionary(grouping: players) { $0.teamId ?? "" }
        clubs = context.teams.map { team in
            ClubStanding(teamId: team.id, tier: context.tier(ofDivision: team.divisionId),
                         strength: TeamStrength.rating(of: squads[team.id] ?? []))
        }
        divisions = Dictionary(context.teams.map { ($0.id, $0.divisionId) }, uniquingKeysWith: { first, _ in first })
    }

    /// The club's strength rank in its division (1 = strongest; ties by id) and the division's size.
    func rank(of teamId: String) -> (rank: Int, clubs: Int) {
        let division = clubs.filter { divisions[$0.teamId] == divisions[teamId] }
        let ordered = JobMarket.ladder(division)
        return ((ordered.firstIndex { $0.teamId == teamId } ?? ordered.count) + 1, ordered.count)
    }
}
