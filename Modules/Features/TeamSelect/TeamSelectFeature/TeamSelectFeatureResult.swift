import DataManaging

/// How the club choice ended: with a club from the preview, or without one.
public enum TeamSelectFeatureResult: Sendable, Hashable {
    case selected(WorldPreview.Club)
    case cancelled
}
