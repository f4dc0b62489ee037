import GameModels
import Persistence

/// How squads are listed: by position (keepers first), the best first within a position.
enum SquadOrder {
    static func sorted(_ players: [Player]) -> [Player] {
        players.sorted { lhs, rhs in
            if lhs.position != rhs.position { return lhs.position < rhs.position }
            if lhs.ratings.overall != rhs.ratings.overall { return lhs.ratings.overall > rhs.ratings.overall }
            return (lhs.lastName, lhs.firstName, lhs.id) < (rhs.lastName, rhs.firstName, rhs.id)
        }
    }
}
