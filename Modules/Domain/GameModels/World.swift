/// Everything a new career starts from: the pyramid, its clubs, people and first season.
public struct World: Sendable, Hashable {
    public let seed: UInt64
    public let league: League
    public let divisions: [Division]
    public let teamInfos: [TeamInfo]
    public let teams: [Team]
    public let coaches: [Coach]
    public let players: [Player]
    public let season: Season
    public let startDate: GameDate

    public init(seed: UInt64, league: League, divisions: [Division], teamInfos: [TeamInfo], teams: [Team],
                coaches: [Coach], players: [Player], season: Season, startDate: GameDate) {
        self.seed = seed
        self.league = league
        self.divisions = divisions
        self.teamInfos = teamInfos
        self.teams = teams
        self.coaches = coaches
        self.players = players
        self.season = season
        self.startDate = startDate
    }
}
