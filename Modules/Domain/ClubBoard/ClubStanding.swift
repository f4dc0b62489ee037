/// A club as the job market sees it: its tier and its strength on paper.
public struct ClubStanding: Sendable, Hashable {
    public let teamId: String
    public let tier: Int
    public let strength: Int

    public init(teamId: String, tier: Int, strength: Int) {
        self.teamId = teamId
        self.tier = tier
        self.strength = strength
    }
}
