/// How the Transfers feature ends: the user leaves it.
public enum TransfersFeatureResult: Equatable, Sendable {
    case closed
}
