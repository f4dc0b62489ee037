import GameModels

/// The long-run figures of simulated seasons, as `supersoccer simulate --json` prints them. Shares are
/// fractions 0…1.
public struct SimulationSummary: Sendable, Equatable, Codable {
    /// How often one final score came up.
    public struct Scoreline: Sendable, Equatable, Codable {
        public let home: Int
        public let away: Int
        public let share: Double

        public init(home: Int, away: Int, share: Double) {
            self.home = home
            self.away = away
            self.share = share
        }
    }

    /// The final table of one division in one season, champion first.
    public struct Table: Sendable, Equatable, Codable {
        /// 1-based.
        public let season: Int
        /// The season's first calendar year, as `table --season YYYY` takes it.
        public let year: Int
        /// The division's tier, 1 at the top.
        public let division: Int
        /// The clubs' names, in table order.
        public let clubs: [String]
        public let points: [Int]

        public init(season: Int, year: Int, division: Int, clubs: [String], points: [Int]) {
            self.season = season
            self.year = year
            self.division = division
            self.clubs = clubs
            self.points = points
        }
    }

    public let seed: UInt64
    public let seasons: Int
    public let matches: Int
    public let goalsPerMatch: Double
    public let homeGoalsPerMatch: Double
    public let awayGoalsPerMatch: Double
    public let homeWinShare: Double
    public let drawShare: Double
    public let awayWinShare: Double
    /// Every scoreline seen, most frequent first; ties by fewer total goals, then fewer home goals.
    public let scorelines: [Scoreline]
    /// Season by season, top division first.
    public let tables: [Table]
    /// Season by season, top tier first: how each tier's players and squads stand.
    public let health: [WorldHealth]
    public let champions: [Champion]
    public let promoted: [SeasonHonours.Movements]
    public let relegated: [SeasonHonours.Movements]
    /// Season by season, top tier first: how each tier's clubs stand for money.
    public let finances: [TierFinances]
    /// Season by season: the moves between clubs in its windows and their fees.
    public let transfers: [SeasonTransfers]
    /// Season by season, top tier first: the numbers of each tier's matches.
    public let matchStats: [TierMatchStats]
    /// Season by season: the cup.
    public let cups: [SimulatedCup]

    public init(seed: UInt64, seasons: Int, matches: Int, goalsPerMatch: Double, homeGoalsPerMatch: Double,
                awayGoalsPerMatch: Double, homeWinShare: Double, drawShare: Double, awayWinShare: Double,
                scorelines: [Scoreline], tables: [Table], health: [WorldHealth] = [],
                champions: [Champion] = [], promoted: [SeasonHonours.Movements] = [],
                relegated: [SeasonHonours.Movements] = [], finances: [TierFinances] = [],
                transfers: [SeasonTransfers] = [], matchStats: [TierMatchStats] = [], cups: [SimulatedCup] = []) {
        self.seed = seed
        self.seasons = seasons
        self.matches = matches
        self.goalsPerMatch = goalsPerMatch
        self.homeGoalsPerMatch = homeGoalsPerMatch
        self.awayGoalsPerMatch = awayGoalsPerMatch
        self.homeWinShare = homeWinShare
        self.drawShare = drawShare
        self.awayWinShare = awayWinShare
        self.scorelines = scorelines
        self.tables = tables
        self.health = health
        self.champions = champions
        self.promoted = promoted
        self.relegated = relegated
        self.finances = finances
        self.transfers = transfers
        self.matchStats = matchStats
        self.cups = cups
    }

    /// Share of 0-0 draws.
    public var goallessShare: Double {
        scorelines.filter { $0.home == 0 && $0.away == 0 }.reduce(0) { $0 + $1.share }
    }

    /// Share of matches won by `margin` goals or more.
    public func share(ofMarginsOfAtLeast margin: Int) -> Double {
        scorelines.filter { abs($0.home - $0.away) >= margin }.reduce(0) { $0 + $1.share }
    }
}
