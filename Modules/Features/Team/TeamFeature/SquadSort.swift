import GameModels

/// A sort column and direction for the squad, and the order it puts players in.
public struct SquadSort: Sendable, Hashable {
    public let column: SquadColumn
    public let ascending: Bool

    public init(column: SquadColumn, ascending: Bool) {
        self.column = column
        self.ascending = ascending
    }

    /// A squad sheet's usual order: keepers to forwards, the best first within each position.
    public static let standard = SquadSort(column: .position, ascending: true)

    public var reversed: SquadSort { SquadSort(column: column, ascending: !ascending) }

    /// `players` in this order. Ties on the column fall back to overall (best first) for the
    /// position column, then to the name and the id, so equal rows never swap between sorts.
    public func sorted(_ players: [Player]) -> [Player] {
        players.sorted { lhs, rhs in
            let primary = Self.compare(lhs, rhs, on: column)
            if primary != 0 { return ascending ? primary < 0 : primary > 0 }
            if column == .position {
                let overall = Self.order(lhs.ratings.overall, rhs.ratings.overall)
                if overall != 0 { return overall > 0 }
            }
            let name = Self.compare(lhs, rhs, on: .name)
            if name != 0 { return name < 0 }
            return lhs.id < rhs.id
        }
    }

    /// The sum of the two ratings the Key column shows, so a player's strength in his role sorts.
    public static func keyRatingsTotal(of player: Player) -> Int {
        player.ratings.keyRatings(for: player.position).reduce(0) { $0 + $1.value }
    }

    private static func compare(_ lhs: Player, _ rhs: Player, on column: SquadColumn) -> Int {
        switch column {
        case .name: order(lhs.fullName.lowercased(), rhs.fullName.lowercased())
        case .position: order(lhs.position, rhs.position)
        case .age: order(lhs.age, rhs.age)
        case .overall: order(lhs.ratings.overall, rhs.ratings.overall)
        case .keyRatings: order(keyRatingsTotal(of: lhs), keyRatingsTotal(of: rhs))
        case .contract: order(lhs.contract.endSeason, rhs.contract.endSeason)
        case .wage: order(lhs.contract.weeklyWage, rhs.contract.weeklyWage)
        }
    }

    private static func order<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> Int {
        lhs < rhs ? -1 : (lhs > rhs ? 1 : 0)
    }
}
