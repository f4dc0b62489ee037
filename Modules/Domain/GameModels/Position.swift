/// A player's position on the pitch; the raw value is the short label shown in tables.
public enum Position: String, CaseIterable, Sendable, Codable, Hashable, Comparable {
    case goalkeeper = "GK"
    case defender = "DF"
    case midfielder = "MF"
    case forward = "FW"

    /// Order used when squads are listed: keepers first, forwards last.
    public var sortIndex: Int {
        switch self {
        case .goalkeeper: 0
        case .defender: 1
        case .midfielder: 2
        case .forward: 3
        }
    }

    public static func < (lhs: Position, rhs: Position) -> Bool { lhs.sortIndex < rhs.sortIndex }
}
