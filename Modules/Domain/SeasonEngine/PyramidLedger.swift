import Economy
import GameModels
import TransferMarket

/// Every club's money through simulated seasons, moved as a career moves it (decision 22): each match day is a
/// week for every club (`ClubWeek`) — sponsorship, television, the gate of a home match from the table before the
/// day and the club's form, the wage bill of the squad as it stands that day, running costs — each transfer's fee
/// moves between the clubs' balances, and at the season's end each club is paid the prize for its final place and
/// invests part of a surplus (`SeasonEndMoney`). Balances start from the
/// generated `Team.budget` and carry over from season to season; last season's revenue sets the board's budget.
struct PyramidLedger {
    private let worldSeed: UInt64
    private(set) var balances: [String: Int]
    /// Each club's revenue of the last season booked in full (fees apart): the board's base for the next budget.
    private(set) var lastRevenue: [String: Int] = [:]
    private var revenue: [String: Int] = [:]
    private var wages: [String: Int] = [:]
    private var tiers: [String: Int] = [:]
    private var divisionOf: [String: String] = [:]
    private var capacities: [String: Int] = [:]
    private var table = TableBeforeDay(seasonId: "", clubs: [:])

    init(teams: [Team], worldSeed: UInt64) {
        self.worldSeed = worldSeed
        balances = Dictionary(teams.map { ($0.id, $0.budget) }, uniquingKeysWith: { first, _ in first })
    }

    /// Opens a season played by `teams` in their divisions of that season.
    mutating func start(seasonId: String, divisions: [Division], teams: [Team]) {
        revenue = [:]
        wages = [:]
        let divisionTier = Dictionary(divisions.map { ($0.id, $0.tier) }, uniquingKeysWith: { first, _ in first })
        tiers = Dictionary(teams.map { ($0.id, divisionTier[$0.divisionId] ?? 1) }, uniquingKeysWith: { first, _ in first })
        divisionOf = Dictionary(teams.map { ($0.id, $0.divisionId) }, uniquingKeysWith: { first, _ in first })
        // A club keeps its tier, and so its ground, for the whole season.
        capacities = Dictionary(teams.map { team in
            (team.id, StadiumCapacity.of(teamId: team.id, tier: tiers[team.id] ?? 1, worldSeed: worldSeed))
        }, uniquingKeysWith: { first, _ in first })
        table = TableBeforeDay(seasonId: seasonId,
                               clubs: Dictionary(grouping: teams, by: \.divisionId).mapValues { $0.map(\.id) })
    }

    func tier(of teamId: String) -> Int {
        tiers[teamId] ?? 1
    }

    func capacity(of teamId: String) -> Int {
        capacities[teamId] ?? 0
    }

    /// Books one match day's week for every club: `played` are the day's fixtures with their scores, `squads`
    /// the squads that played it.
    mutating func book(day played: [Match], squads: [String: [Player]]) {
        let visitors = Dictionary(played.map { ($0.homeTeamId, $0.awayTeamId) }, uniquingKeysWith: { first, _ in first })
        for teamId in tiers.keys.sorted() {
            let tier = tier(of: teamId)
            let home = visitors[teamId].map { visitor in
                table.homeMatch(of: teamId, against: visitor, tier: tier, divisionId: divisionOf[teamId] ?? "",
                                capacity: capacity(of: teamId))
            }
            pay(ClubWeek.movements(tier: tier, wageBill: ClubWeek.wageBill(of: squads[teamId] ?? []), homeMatch: home),
                to: teamId)
        }
        table.add(played)
    }

    /// Moves a transfer's fee from the buyer to the seller.
    mutating func book(_ transfer: CompletedTransfer) {
        guard transfer.fee > 0 else { return }
        balances[transfer.toTeamId, default: 0] -= transfer.fee
        if let seller = transfer.fromTeamId { balances[seller, default: 0] += transfer.fee }
    }

    /// Pays each club the prize for its place in `season`'s final tables, books what it invests of a surplus,
    /// and returns each tier's figures, top tier first.
    mutating func close(_ season: SimulatedSeason, divisions: [Division]) -> [TierFinances] {
        for (divisionId, standings) in season.standings {
            let tier = divisions.first { $0.id == divisionId }?.tier ?? 1
            for standing in standings {
                pay(SeasonEndMoney.movements(tier: tier, position: standing.position, clubs: standings.count,
                                             balance: balances[standing.teamId] ?? 0,
                                             revenue: revenue[standing.teamId] ?? 0),
                    to: standing.teamId)
            }
        }
        lastRevenue = revenue
        return divisions.sorted { $0.tier < $1.tier }.map { division in
            let members = tiers.keys.filter { divisionOf[$0] == division.id }
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
            } else if movement.kind == .wages {
                wages[teamId, default: 0] += movement.amount
            }
        }
    }
}
