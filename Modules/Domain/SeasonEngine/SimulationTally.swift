import GameModels

/// Counts simulated seasons as they are played, so a long simulation keeps only its totals.
struct SimulationTally {
    private struct Score: Hashable {
        let home: Int
        let away: Int
    }

    private let divisions: [Division]
    private let clubNames: [String: String]
    private var matches = 0
    private var homeGoals = 0
    private var awayGoals = 0
    private var homeWins = 0
    private var draws = 0
    private var scoreCounts: [Score: Int] = [:]
    private var tables: [SimulationSummary.Table] = []
    private var health: [WorldHealth] = []
    private var honours: [SeasonHonours] = []
    private var finances: [TierFinances] = []
    private var transfers: [SeasonTransfers] = []
    private var matchStats: [TierMatchStats] = []
    private var cups: [SimulatedCup] = []

    init(divisions: [Division], clubNames: [String: String]) {
        self.divisions = divisions.sorted { $0.tier < $1.tier }
        self.clubNames = clubNames
    }

    mutating func add(_ season: SimulatedSeason) {
        for match in season.matches {
            guard let home = match.homeGoals, let away = match.awayGoals else { continue }
            matches += 1
            homeGoals += home
            awayGoals += away
            if home > away { homeWins += 1 } else if home == away { draws += 1 }
            scoreCounts[Score(home: home, away: away), default: 0] += 1
        }
        let tiers = Dictionary(divisions.map { ($0.id, $0.tier) }, uniquingKeysWith: { first, _ in first })
        let tierOfMatch = Dictionary(season.matches.map { ($0.id, tiers[$0.divisionId] ?? 0) },
                                     uniquingKeysWith: { first, _ in first })
        var counts: [Int: TierMatchStatsCount] = [:]
        for report in season.matchDays.lazy.flatMap(\.reports) {
            counts[tierOfMatch[report.matchId] ?? 0, default: TierMatchStatsCount()].add(report)
        }
        for (tier, count) in counts.sorted(by: { $0.key < $1.key }) {
            matchStats.append(count.figures(year: season.year, tier: tier))
        }
        cups.append(SimulatedCup(year: season.year, ties: season.cupTies, clubNames: clubNames))
        for division in divisions {
            let standings = season.standings[division.id] ?? []
            tables.append(SimulationSummary.Table(season: season.number, year: season.year, division: division.tier,
                                                  clubs: standings.map { clubNames[$0.teamId] ?? $0.teamId },
                                                  points: standings.map(\.record.points)))
        }
    }

    mutating func add(health rows: [WorldHealth], honours seasonHonours: SeasonHonours) {
        health += rows
        honours.append(seasonHonours)
    }

    mutating func add(finances rows: [TierFinances], transfers seasonTransfers: SeasonTransfers) {
        finances += rows
        transfers.append(seasonTransfers)
    }

    func summary(seed: UInt64, seasons: Int) -> SimulationSummary {
        func perMatch(_ count: Int) -> Double { matches > 0 ? Double(count) / Double(matches) : 0 }
        let scorelines = scoreCounts.sorted { lhs, rhs in
            let (left, right) = (lhs.key, rhs.key)
            if lhs.value != rhs.value { return lhs.value > rhs.value }
            if left.home + left.away != right.home + right.away {
                return left.home + left.away < right.home + right.away
            }
            return left.home < right.home
        }.map { SimulationSummary.Scoreline(home: $0.key.home, away: $0.key.away, share: perMatch($0.value)) }
        return SimulationSummary(seed: seed, seasons: seasons, matches: matches,
                                 goalsPerMatch: perMatch(homeGoals + awayGoals), homeGoalsPerMatch: perMatch(homeGoals),
                                 awayGoalsPerMatch: perMatch(awayGoals), homeWinShare: perMatch(homeWins),
                                 drawShare: perMatch(draws), awayWinShare: perMatch(matches - homeWins - draws),
                                 scorelines: scorelines, tables: tables, health: health,
                                 champions: honours.flatMap(\.champions), promoted: honours.map(\.promoted),
                                 relegated: honours.map(\.relegated), finances: finances,
                                 transfers: transfers, matchStats: matchStats, cups: cups)
    }
}
