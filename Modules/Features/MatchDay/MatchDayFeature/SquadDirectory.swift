import DataManaging
import GameModels

/// Both squads of the user's match by id, so the ids in a report become names and positions. An id it
/// does not know stands for itself.
struct SquadDirectory {
    private let players: [String: (player: Player, rank: Int)]

    init(_ match: MatchDayPreview.UserMatch?) {
        let squads = (match?.home.squad ?? []) + (match?.away.squad ?? [])
        players = Dictionary(squads.enumerated().map { ($1.id, ($1, $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// `ids` in squad order (keepers first, the best first within a position); unknown ids last.
    func inSquadOrder(_ ids: [String]) -> [String] {
        ids.enumerated().sorted { lhs, rhs in
            let left = players[lhs.element]?.rank ?? Int.max, right = players[rhs.element]?.rank ?? Int.max
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The last name, for compact lists (line-ups, scorers, cards).
    func shortName(_ id: String) -> String { players[id]?.player.lastName ?? id }

    func fullName(_ id: String) -> String { players[id]?.player.fullName ?? id }

    func position(_ id: String) -> Position? { players[id]?.player.position }

    /// Fitness before the match, 0–100.
    func fitness(_ id: String) -> Int? { players[id]?.player.condition.fitness }
}

extension MatchDayPreview.UserMatch {
    /// The side playing as `teamId`, so a report's home and away are named by id, not by position.
    func side(_ teamId: String) -> MatchDayPreview.Side? {
        [home, away].first { $0.teamId == teamId }
    }
}
