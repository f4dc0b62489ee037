import GameModels

/// Which side (if any) a user manages in a match, and the changes he made, in minute order.
struct MatchPlan: Sendable, Equatable {
    static let unmanaged = MatchPlan(managedSide: nil, changes: [])

    /// 0 for the home side, 1 for the away side.
    let managedSide: Int?
    let changes: [MatchChange]
}
