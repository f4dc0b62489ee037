/// One level of the pyramid; tier 1 is the top flight.
public struct Division: Identifiable, Sendable, Hashable, Codable {
    public let id: String
    public let leagueId: String
    public let name: String
    public let tier: Int

    public init(id: String, leagueId: String, name: String, tier: Int) {
        self.id = id
        self.leagueId = leagueId
        self.name = name
        self.tier = tier
    }
}
