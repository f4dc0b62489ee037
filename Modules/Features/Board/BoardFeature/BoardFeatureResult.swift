/// How the Board feature ends: the user leaves it, or he took another club's job (the hub must follow him).
public enum BoardFeatureResult: Equatable, Sendable {
    case closed
    case tookJob(teamId: String)
}
