/// A club in the season's cup, with the tier it plays in this season.
public struct CupEntrant: Sendable, Hashable {
    public let teamId: String
    public let tier: Int

    public init(teamId: String, tier: Int) {
        self.teamId = teamId
        self.tier = tier
    }
}
