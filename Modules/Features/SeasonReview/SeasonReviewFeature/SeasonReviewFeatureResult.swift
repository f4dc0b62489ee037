import DataManaging

/// How the Season Review ends: the next season has started, or the user left before starting it.
public enum SeasonReviewFeatureResult: Equatable, Sendable {
    case started(SeasonEndSummary)
    case closed
}
