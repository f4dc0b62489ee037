import GameModels

/// What the title bar and the career list show about a career.
public struct CareerSummary: Sendable, Hashable, Codable {
    public let careerId: String
    public let coachName: String
    public let teamId: String
    public let clubName: String
    public let divisionName: String
    public let divisionTier: Int
    public let seasonLabel: String
    public let date: GameDate

    public init(careerId: String, coachName: String, teamId: String, clubName: String,
                divisionName: String, divisionTier: Int, seasonLabel: String, date: GameDate) {
        self.careerId = careerId
        self.coachName = coachName
        self.teamId = teamId
        self.clubName = clubName
        self.divisionName = divisionName
        self.divisionTier = divisionTier
        self.seasonLabel = seasonLabel
        self.date = date
    }
}
