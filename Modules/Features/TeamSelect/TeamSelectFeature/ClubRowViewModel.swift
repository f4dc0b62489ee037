/// One club in the list: its strength rank within the division and what the columns show.
public struct ClubRowViewModel: Sendable, Equatable, Identifiable {
    public let teamId: String
    public let rank: Int
    public let name: String
    public let city: String
    public let strength: Int

    public init(teamId: String, rank: Int, name: String, city: String, strength: Int) {
        self.teamId = teamId
        self.rank = rank
        self.name = name
        self.city = city
        self.strength = strength
    }

    public var id: String { teamId }
}
