/// Another match of the division in the "Latest scores" panel.
public struct LatestScoreViewModel: Equatable, Sendable {
    public var home: String
    public var away: String
    /// e.g. "1–0".
    public var score: String
    /// A goal went in during the last few minutes.
    public var isRecent: Bool

    public init(home: String, away: String, score: String, isRecent: Bool = false) {
        self.home = home
        self.away = away
        self.score = score
        self.isRecent = isRecent
    }
}
