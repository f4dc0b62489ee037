/// The views of a division, each on its own letter key.
public enum LeagueMode: Sendable, Hashable, CaseIterable {
    case table, fixtures, scorers, leaders, numbers

    public var title: String {
        switch self {
        case .table: "Table"
        case .fixtures: "Fixtures"
        case .scorers: "Scorers"
        case .leaders: "Leaders"
        case .numbers: "Match stats"
        }
    }

    /// The key that switches to this view.
    public var shortcut: Character {
        switch self {
        case .table: "t"
        case .fixtures: "f"
        case .scorers: "s"
        case .leaders: "b"
        case .numbers: "m"
        }
    }
}
