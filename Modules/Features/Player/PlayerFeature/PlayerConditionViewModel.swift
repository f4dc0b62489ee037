/// Whether the player can play now: match fitness and any injury or suspension.
public struct PlayerConditionViewModel: Equatable, Sendable {
    /// What keeps him out, if anything; an injury outranks a suspension.
    public enum Availability: Equatable, Sendable {
        case fit, injured, suspended
    }

    /// 0–100, for the bar.
    public var fitnessLevel: Int
    public var fitness: String
    public var availability: Availability
    /// e.g. "Fit", "Injured: out for 3 match days", "Suspended: 1 match day".
    public var status: String

    public init(fitnessLevel: Int, fitness: String, availability: Availability, status: String) {
        self.fitnessLevel = fitnessLevel
        self.fitness = fitness
        self.availability = availability
        self.status = status
    }
}
