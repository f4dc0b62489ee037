/// How the Player feature ends: the user closes the profile.
public enum PlayerFeatureResult: Equatable, Sendable {
    case closed
}
