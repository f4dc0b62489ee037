/// How the main menu ends: the composition root decides where each choice leads.
public enum MainMenuFeatureResult: Sendable, Equatable {
    case newCareer
    case continueCareer(careerId: String)
    case quit
}
