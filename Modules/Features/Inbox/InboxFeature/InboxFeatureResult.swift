/// How the Inbox feature ends: the user leaves it.
public enum InboxFeatureResult: Equatable, Sendable {
    case closed
}
