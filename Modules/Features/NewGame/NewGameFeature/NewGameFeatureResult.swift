import DataManaging

/// How the New Career flow ended.
public enum NewGameFeatureResult: Sendable, Equatable {
    case created(CreateNewCareerResult)
    case cancelled
}
