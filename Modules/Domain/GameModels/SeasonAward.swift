/// An honour of one division's season.
public struct SeasonAward: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case topScorer
        case playerOfTheSeason
        case youngPlayer
    }

    public let kind: Kind
    public let divisionId: String
    public let playerId: String
    public let teamId: String
    /// Goals for the top scorer; the average match rating for the others.
    public let value: Double

    public init(kind: Kind, divisionId: String, playerId: String, teamId: String, value: Double) {
        self.kind = kind
        self.divisionId = divisionId
        self.playerId = playerId
        self.teamId = teamId
        self.value = value
    }
}
