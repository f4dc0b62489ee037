/// The lasting identity of a club: its name, home and colours. Sporting state lives in `Team`.
public struct TeamInfo: Identifiable, Sendable, Hashable, Codable {
    public let id: String
    public let name: String
    public let shortName: String
    public let city: String
    public let stadium: String
    public let founded: Int

    public init(id: String, name: String, shortName: String, city: String, stadium: String, founded: Int) {
        self.id = id
        self.name = name
        self.shortName = shortName
        self.city = city
        self.stadium = stadium
        self.founded = founded
    }
}
