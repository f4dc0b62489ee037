/// How the Finances feature ends: the user leaves it.
public enum FinancesFeatureResult: Equatable, Sendable {
    case closed
}
