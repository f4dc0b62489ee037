/// One line of a division's table, with the club's names for display.
public struct TableRow: Sendable, Hashable {
    public let position: Int
    public let teamId: String
    public let clubName: String
    public let shortName: String
    public let played: Int
    public let won: Int
    public let drawn: Int
    public let lost: Int
    public let goalsFor: Int
    public let goalsAgainst: Int
    public let points: Int

    public init(position: Int, teamId: String, clubName: String, shortName: String, played: Int, won: Int,
                drawn: Int, lost: Int, goalsFor: Int, goalsAgainst: Int, points: Int) {
        self.position = position
        self.teamId = teamId
        self.clubName = clubName
        self.shortName = shortName
        self.played = played
        self.won = won
        self.drawn = drawn
        self.lost = lost
        self.goalsFor = goalsFor
        self.goalsAgainst = goalsAgainst
        self.points = points
    }

    public var goalDifference: Int { goalsFor - goalsAgainst }
}
