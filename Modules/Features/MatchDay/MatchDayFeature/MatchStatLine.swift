/// One line of a match's numbers, home and away, as the report and the live panel show them.
public struct MatchStatLine: Equatable, Sendable {
    /// e.g. "Shots on target".
    public var label: String
    public var home: String
    public var away: String

    public init(label: String, home: String, away: String) {
        self.label = label
        self.home = home
        self.away = away
    }
}
