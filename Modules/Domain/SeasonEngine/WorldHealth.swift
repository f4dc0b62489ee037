import GameModels

/// How healthy one tier of the pyramid is in one season: ability, ages, squad sizes and turnover.
public struct WorldHealth: Sendable, Equatable, Codable {
    public let season: Int
    public let tier: Int
    public let meanOverall: Double
    public let p10Overall: Int
    public let p90Overall: Int
    public let meanAge: Double
    /// Share of players aged 21 or under.
    public let u21Share: Double
    public let maxAge: Int
    public let minSquad: Int
    public let maxSquad: Int
    public let minGoalkeepers: Int
    /// Players of the tier's clubs who retired at the season's end, and their median age.
    public let retirements: Int
    public let medianRetirementAge: Double
    /// Youngsters the tier's clubs took in at the season's end.
    public let youthIntake: Int
    /// Free agents in the whole pyramid once the season's end has settled.
    public let freeAgents: Int
    /// Share of the tier's players at the season's end who were not at their club at the last season's end
    /// (the generated world's for season 1): signings of the rollover, the academy and the windows.
    public let squadTurnover: Double

    /// The rows of one season, top tier first: `players` as the season ended, `previousClubs` each player's club
    /// at the last season's end, `outcome` the rollover.
    static func rows(season: Int, divisions: [Division], teams: [Team], players: [Player],
                     previousClubs: [String: String], outcome: SeasonRolloverOutcome) -> [WorldHealth] {
        let freeAgents = outcome.players.reduce(0) { $0 + ($1.teamId == nil ? 1 : 0) }
        return divisions.sorted { $0.tier < $1.tier }.map { division in
            let clubs = Set(teams.filter { $0.divisionId == division.id }.map(\.id))
            let squads = Dictionary(grouping: players.filter { clubs.contains($0.teamId ?? "") }) { $0.teamId ?? "" }
            let members = squads.values.flatMap { $0 }
            let overalls = members.map(\.ratings.overall).sorted()
            let retiredAges = outcome.retired.filter { clubs.contains($0.teamId ?? "") }.map(\.age).sorted()
            let count = Double(max(1, members.count))
            return WorldHealth(
                season: season, tier: division.tier,
                meanOverall: Double(overalls.reduce(0, +)) / count,
                p10Overall: percentile(overalls, 0.1), p90Overall: percentile(overalls, 0.9),
                meanAge: Double(members.reduce(0) { $0 + $1.age }) / count,
                u21Share: Double(members.filter { $0.age <= SeasonAwards.youngAge }.count) / count,
                maxAge: members.map(\.age).max() ?? 0,
                minSquad: squads.values.map(\.count).min() ?? 0, maxSquad: squads.values.map(\.count).max() ?? 0,
                minGoalkeepers: squads.values.map { $0.filter { $0.position == .goalkeeper }.count }.min() ?? 0,
                retirements: retiredAges.count, medianRetirementAge: median(retiredAges),
                youthIntake: outcome.youthIntake.filter { clubs.contains($0.teamId ?? "") }.count,
                freeAgents: freeAgents,
                squadTurnover: Double(members.filter { previousClubs[$0.id] != $0.teamId }.count) / count)
        }
    }

    static func percentile(_ sorted: [Int], _ fraction: Double) -> Int {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
    }

    static func median(_ sorted: [Int]) -> Double {
        Median.of(sorted.map(Double.init))
    }
}
