import GameModels

/// A club as the Team screen shows it.
public struct TeamDetails: Sendable, Hashable {
    public let info: TeamInfo
    public let team: Team
    public let division: Division
    public let coach: Coach?
    public let players: [Player]
    /// The club's match numbers this season; nil before its first counted match.
    public let numbers: ClubNumbers?

    public init(info: TeamInfo, team: Team, division: Division, coach: Coach?, players: [Player],
                numbers: ClubNumbers? = nil) {
        self.info = info
        self.team = team
        self.division = division
        self.coach = coach
        self.players = players
        self.numbers = numbers
    }
}
