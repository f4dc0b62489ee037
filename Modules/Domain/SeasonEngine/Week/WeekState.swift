import GameModels
import MatchEngine

/// Everything one match day of the pyramid needs, as a career's file or `simulate`'s memory holds it.
public struct WeekState: Sendable {
    public let worldSeed: UInt64
    public let season: Season
    /// Match days in the season: the calendar the windows and contracts count in.
    public let weeks: Int
    public let matchDay: Int
    public let divisions: [Division]
    public let teams: [Team]
    public let clubNames: [String: String]
    /// Today's fixtures.
    public let fixtures: [Match]
    /// The season's matches played before today: the tables and forms that set today's crowds.
    public let played: [Match]
    /// Every active player, in squads or free, with his condition.
    public let players: [Player]
    public let money: [String: ClubMoney]
    /// Who trades on a window day.
    public let trading: WeekTrading
    /// The manager's club: its match is the one played live (narrated). Nil in `simulate`.
    public let userTeamId: String?
    /// The manager's eleven; nil lets the picker choose.
    public let userLineUp: LineUp?
    /// The manager's match as he managed it, when he played it himself.
    public let userReport: MatchReport?
    /// This season's cup ties drawn so far, played or not.
    public let cupTies: [CupTie]
    /// Off only for `ssbench`'s season without its cup.
    package var playsCup = true
    /// The manager plays his cup tie himself: when his club has one in the round after today, that round is left
    /// to be played on its own (`PyramidWeek.playCupRound`); today still leaves only the days of rest before it.
    public var managerPlaysCupTie = false

    public init(worldSeed: UInt64, season: Season, weeks: Int, matchDay: Int, divisions: [Division], teams: [Team],
                clubNames: [String: String], fixtures: [Match], played: [Match], players: [Player],
                money: [String: ClubMoney], trading: WeekTrading, userTeamId: String? = nil, userLineUp: LineUp? = nil,
                userReport: MatchReport? = nil, cupTies: [CupTie] = []) {
        self.worldSeed = worldSeed
        self.season = season
        self.weeks = weeks
        self.matchDay = matchDay
        self.divisions = divisions
        self.teams = teams
        self.clubNames = clubNames
        self.fixtures = fixtures
        self.played = played
        self.players = players
        self.money = money
        self.trading = trading
        self.userTeamId = userTeamId
        self.userLineUp = userLineUp
        self.userReport = userReport
        self.cupTies = cupTies
    }
}
