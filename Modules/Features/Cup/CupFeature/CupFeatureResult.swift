/// How the Cup feature ends: the user leaves it.
public enum CupFeatureResult: Equatable, Sendable {
    case closed
}
