import GameModels

/// One season played through by `SeasonSimulation`: its fixtures with their scores, what each match day
/// produced, and the final table of every division.
public struct SimulatedSeason: Sendable {
    /// 1-based.
    public let number: Int
    /// The season's first calendar year.
    public let year: Int
    /// The world's seed, which its fixtures were drawn and its matches played with.
    public let seed: UInt64
    /// Every fixture, played, top division first, then by round.
    public let matches: [Match]
    /// Reports and condition changes, match day by match day.
    public let matchDays: [MatchDayResult]
    /// Final standings by division id.
    public let standings: [String: [Standing]]
    /// Every player's season, by club.
    public let lines: [PlayerSeasonLine]
    /// The cup's ties, round by round.
    public let cupTies: [CupTie]

    public init(number: Int, year: Int, seed: UInt64, matches: [Match], matchDays: [MatchDayResult],
                standings: [String: [Standing]], lines: [PlayerSeasonLine] = [], cupTies: [CupTie] = []) {
        self.number = number
        self.year = year
        self.seed = seed
        self.matches = matches
        self.matchDays = matchDays
        self.standings = standings
        self.lines = lines
        self.cupTies = cupTies
    }
}
