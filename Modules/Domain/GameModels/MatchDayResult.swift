/// Everything one match day changes: the reports of its matches and the new condition of every player
/// whose condition changed (fatigue, recovery, injuries, suspensions served or earned).
public struct MatchDayResult: Sendable, Hashable {
    public let matchDay: Int
    public let reports: [MatchReport]
    public let conditions: [String: PlayerCondition]

    public init(matchDay: Int, reports: [MatchReport], conditions: [String: PlayerCondition]) {
        self.matchDay = matchDay
        self.reports = reports
        self.conditions = conditions
    }
}
