import Economy
import GameModels

/// Every club's money through simulated seasons, moved as a career moves it (decision 22): each match day is a
/// week for every club — sponsorship, television, the gate of a home match from the table before the day and the
/// club's form, the wage bill — and each club is paid the prize for its final place at the season's end.
/// Balances start from the generated `Team.budget` and carry over from season to season.
struct PyramidLedger {
    private let worldSeed: UInt64
    private var balances: [String: Int]
    private var revenue: [String: Int] = [:]
    private var wages: [String: Int] = [:]

    init(teams: [Team], worldSeed: UInt64) {
        self.worldSeed = worldSeed
        balances = Dictionary(teams.map { ($0.id, $0.budget) }, uniquingKeysWith: { first, _ in first })
    }

    /// Books `season`, played by `teams` (in their divisions of that season) with the squads of `players`, and
    /// returns each tier's figures at its end, top tier first.
    mutating func book(_ season: SimulatedSeason, seasonId: String, divisions: [Division], teams: [Team],
                       players: [Player]) -> [TierFinances] {
        revenue = [:]
        wages = [:]
        let tiers = Dictionary(divisions.map { ($0.id, $0.tier) }, uniquingKeysWith: { first, _ in first })
        let clubs = Dictionary(grouping: teams, by: \.divisionId).mapValues { $0.map(\.id) }
        let wageBills = Dictionary(grouping: players.filter { $0.teamId != nil }) { $0.teamId ?? "" }
            .mapValues(ClubWeek.wageBill(of:))
        // A club keeps its tier, and so its ground, for the whole season.
        let capacities = Dictionary(teams.map { team in
            (team.id, StadiumCapacity.of(teamId: team.id, tier: tiers[team.divisionId] ?? 1, worldSeed: worldSeed))
        }, uniquingKeysWith: { first, _ in first })
        var table = TableBeforeDay(seasonId: seasonId, clubs: clubs)
        for (_, fixtures) in Dictionary(grouping: season.matches, by: \.matchDay).sorted(by: { $0.key < $1.key }) {
            let visitors = Dictionary(fixtures.map { ($0.homeTeamId, $0.awayTeamId) },
                                      uniquingKeysWith: { first, _ in first })
            for team in teams {
                let tier = tiers[team.divisionId] ?? 1
                let home = visitors[team.id].map { visitor in
                    table.homeMatch(of: team.id, against: visitor, tier: tier, divisionId: team.divisionId,
                                    capacity: capacities[team.id] ?? 0)
                }
                pay(ClubWeek.movements(tier: tier, wageBill: wageBills[team.id] ?? 0, homeMatch: home), to: team.id)
            }
            table.add(fixtures)
        }
        for (divisionId, standings) in season.standings {
            for standing in standings {
                let prize = PrizeMoney.award(tier: tiers[divisionId] ?? 1, position: standing.position,
                                             clubs: standings.count)
                pay([MoneyMovement(kind: .prizeMoney, amount: prize)], to: standing.teamId)
            }
        }
        return divisions.sorted { $0.tier < $1.tier }.map { division in
            let members = clubs[division.id] ?? []
            let ratios = members.map { Double(wages[$0] ?? 0) / Double(max(1, revenue[$0] ?? 0)) }
            let balance = Median.of(members.map { Double(balances[$0] ?? 0) }.sorted())
            return TierFinances(season: season.number, tier: division.tier, wageToRevenue: Median.of(ratios.sorted()),
                                medianBalance: Int(balance.rounded()))
        }
    }

    private mutating func pay(_ movements: [MoneyMovement], to teamId: String) {
        for movement in movements {
            balances[teamId, default: 0] += movement.signedAmount
            if movement.kind.isIncome {
                revenue[teamId, default: 0] += movement.amount
            } else {
                wages[teamId, default: 0] += movement.amount
            }
        }
    }
}
