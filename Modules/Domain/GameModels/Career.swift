/// A saved game: who the user is, which team they run, and where in time the world stands.
/// `id` is the career slot name, which is also the name of its database file.
public struct Career: Identifiable, Sendable, Hashable, Codable {
    public let id: String
    public let coachId: String
    public let userTeamId: String
    public let leagueId: String
    public let currentSeasonId: String
    public let worldSeed: UInt64
    public let currentDate: GameDate

    public init(id: String, coachId: String, userTeamId: String, leagueId: String,
                currentSeasonId: String, worldSeed: UInt64, currentDate: GameDate) {
        self.id = id
        self.coachId = coachId
        self.userTeamId = userTeamId
        self.leagueId = leagueId
        self.currentSeasonId = currentSeasonId
        self.worldSeed = worldSeed
        self.currentDate = currentDate
    }
}
