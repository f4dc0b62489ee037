/// How the History feature ends: the user leaves it.
public enum HistoryFeatureResult: Equatable, Sendable {
    case closed
}
