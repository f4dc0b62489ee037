import GameModels

/// A finished season as the rollover needs it: plain values, so a career and `simulate` roll over alike.
public struct SeasonRolloverInput: Sendable {
    public let season: Season
    public let divisions: [Division]
    public let teams: [Team]
    /// Everyone under contract and every free agent (`teamId == nil`).
    public let players: [Player]
    /// Final standings by division id.
    public let standings: [String: [Standing]]
    public let lines: [PlayerSeasonLine]
    public let userTeamId: String?
    /// The user's calls on his expiring players and his academy's intake; the assistant decides the rest.
    /// nil when nobody manages his club (`advance`): it is run as a computer club is, clear-outs included.
    public let contractDecisions: [String: ContractDecision]?
    public let worldSeed: UInt64
    /// Every club's money as the season closed (its revenue as `lastRevenue`), for next season's budgets; empty
    /// where it is not known (then nobody moves for money).
    public let money: [String: ClubMoney]

    public init(season: Season, divisions: [Division], teams: [Team], players: [Player],
                standings: [String: [Standing]], lines: [PlayerSeasonLine], userTeamId: String?,
                contractDecisions: [String: ContractDecision]?, worldSeed: UInt64, money: [String: ClubMoney] = [:]) {
        self.money = money
        self.season = season
        self.divisions = divisions
        self.teams = teams
        self.players = players
        self.standings = standings
        self.lines = lines
        self.userTeamId = userTeamId
        self.contractDecisions = contractDecisions
        self.worldSeed = worldSeed
    }

    /// The same season with the clubs' `money` as it closed.
    public func with(money: [String: ClubMoney]) -> SeasonRolloverInput {
        SeasonRolloverInput(season: season, divisions: divisions, teams: teams, players: players, standings: standings,
                            lines: lines, userTeamId: userTeamId, contractDecisions: contractDecisions,
                            worldSeed: worldSeed, money: money)
    }
}
