/// How ready a player is for the next match: match fitness, and match days still missed through injury
/// or suspension. Ratings say how good a player is; condition says whether and how well he can play now.
public struct PlayerCondition: Sendable, Hashable, Codable {
    /// 0–100; a starter loses some each match and recovers between match days.
    public let fitness: Int
    public let injuryMatchDays: Int
    public let suspensionMatchDays: Int

    public init(fitness: Int = 100, injuryMatchDays: Int = 0, suspensionMatchDays: Int = 0) {
        self.fitness = min(100, max(0, fitness))
        self.injuryMatchDays = max(0, injuryMatchDays)
        self.suspensionMatchDays = max(0, suspensionMatchDays)
    }

    public static let fresh = PlayerCondition()

    public var isInjured: Bool { injuryMatchDays > 0 }
    public var isSuspended: Bool { suspensionMatchDays > 0 }
    /// Whether the player may be picked for the next match.
    public var isAvailable: Bool { !isInjured && !isSuspended }
}
