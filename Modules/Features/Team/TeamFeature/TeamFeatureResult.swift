/// How the Team feature ends.
public enum TeamFeatureResult: Sendable, Equatable {
    /// The user left the squad screen (Esc).
    case closed
}
