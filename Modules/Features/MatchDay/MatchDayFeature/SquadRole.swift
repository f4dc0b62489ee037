import GameModels

/// What a squad player is in the user's line-up: starting, on the bench, or left out.
public enum SquadRole: Sendable, Hashable, CaseIterable {
    case starter, bench, none

    /// The picker's role column.
    public var label: String {
        switch self {
        case .starter: "XI"
        case .bench: "SUB"
        case .none: "–"
        }
    }

    /// The role Space moves a player to: XI → SUB → – → XI.
    public var next: SquadRole {
        switch self {
        case .starter: .bench
        case .bench: .none
        case .none: .starter
        }
    }
}

extension LineUp {
    package func role(of playerId: String) -> SquadRole {
        if starters.contains(playerId) { return .starter }
        return bench.contains(playerId) ? .bench : .none
    }

    /// The same line-up with `playerId` moved to `role`; a newly named player joins the end of his list,
    /// so the others keep their order.
    package func assigning(_ role: SquadRole, to playerId: String) -> LineUp {
        var starters = starters.filter { $0 != playerId }
        var bench = bench.filter { $0 != playerId }
        switch role {
        case .starter: starters.append(playerId)
        case .bench: bench.append(playerId)
        case .none: break
        }
        return LineUp(formation: formation, starters: starters, bench: bench)
    }
}
