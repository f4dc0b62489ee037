/// How the MatchDay feature ends: the user leaves it.
public enum MatchDayFeatureResult: Equatable, Sendable {
    case closed
}
