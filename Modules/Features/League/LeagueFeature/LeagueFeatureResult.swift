/// How the League feature ends: the user leaves it.
public enum LeagueFeatureResult: Equatable, Sendable {
    case closed
}
