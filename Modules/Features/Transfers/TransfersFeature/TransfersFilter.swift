/// The market filters the user types a value for; the others (position, free agents) are toggled by a key.
public enum TransfersFilter: Sendable, Equatable {
    /// "18-25", or one age.
    case ages
    case minimumOverall
    case maximumValue
    case tier
    /// Part of a club's name.
    case club
}
