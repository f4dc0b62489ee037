/// The tables of one season: final for a finished one, as they stand for the current one.
public struct SeasonTables: Sendable, Hashable {
    public let seasonLabel: String
    public let isFinished: Bool
    public let userTeamId: String
    public let tables: [DivisionTable]

    public init(seasonLabel: String, isFinished: Bool, userTeamId: String, tables: [DivisionTable]) {
        self.seasonLabel = seasonLabel
        self.isFinished = isFinished
        self.userTeamId = userTeamId
        self.tables = tables
    }
}
