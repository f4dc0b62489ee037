/// The whole pyramid's season as the League screen and the `table` command show it.
public struct LeagueOverview: Sendable, Hashable {
    /// One division: its table, every fixture of the season (by match day, then home club) and its
    /// top scorers (most goals first, at most `topScorerLimit`).
    public struct DivisionSeason: Sendable, Hashable {
        public let table: DivisionTable
        public let fixtures: [FixtureSummary]
        public let topScorers: [ScorerSummary]
        /// How many clubs at the top go up and at the bottom go down at the season's end.
        public let promotionPlaces: Int
        public let relegationPlaces: Int
        /// Each club's numbers this season, by club id.
        public let numbers: [String: ClubNumbers]

        public init(table: DivisionTable, fixtures: [FixtureSummary], topScorers: [ScorerSummary],
                    promotionPlaces: Int = 0, relegationPlaces: Int = 0, numbers: [String: ClubNumbers] = [:]) {
            self.table = table
            self.fixtures = fixtures
            self.topScorers = topScorers
            self.promotionPlaces = promotionPlaces
            self.relegationPlaces = relegationPlaces
            self.numbers = numbers
        }

        /// Whether any match of the division's season has been counted.
        public var hasNumbers: Bool { numbers.values.contains { $0.matches > 0 } }
    }

    public static let topScorerLimit = 20

    public let leagueName: String
    public let seasonLabel: String
    /// The next match day to play; nil once every match of the season is played.
    public let nextMatchDay: Int?
    public let userTeamId: String
    /// By tier, top flight first.
    public let divisions: [DivisionSeason]

    public init(leagueName: String, seasonLabel: String, nextMatchDay: Int?, userTeamId: String,
                divisions: [DivisionSeason]) {
        self.leagueName = leagueName
        self.seasonLabel = seasonLabel
        self.nextMatchDay = nextMatchDay
        self.userTeamId = userTeamId
        self.divisions = divisions
    }
}
