/// The columns of the squad table, left to right; each can be the sort column.
public enum SquadColumn: Int, CaseIterable, Sendable, Hashable {
    case name, position, age, overall, keyRatings, contract, wage

    public var title: String {
        switch self {
        case .name: "Name"
        case .position: "Pos"
        case .age: "Age"
        case .overall: "Ovr"
        case .keyRatings: "Key"
        case .contract: "Contract"
        case .wage: "Wage"
        }
    }

    /// The direction a column sorts in when first chosen: best, costliest or soonest-expiring first,
    /// names A–Z and positions keeper to forward.
    public var defaultAscending: Bool {
        switch self {
        case .name, .position, .age, .contract: true
        case .overall, .keyRatings, .wage: false
        }
    }

    /// The column `offset` places away, wrapping around at either end.
    public func shifted(by offset: Int) -> SquadColumn {
        let all = Self.allCases
        let count = all.count
        return all[((rawValue + offset) % count + count) % count]
    }
}
