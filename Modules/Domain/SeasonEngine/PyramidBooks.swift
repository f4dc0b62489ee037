import Economy
import GameModels
import TransferMarket

/// Every club's money through simulated seasons, kept as a career's file keeps it: the weeks and fees
/// `PyramidWeek` moves, the season's end (`SeasonEndMoney.pyramid`), and what each club's next budget rests on.
/// Balances start from the generated `Team.budget` and carry over from season to season.
struct PyramidBooks {
    private(set) var money: [String: ClubMoney]
    private var revenue: [String: Int] = [:]
    private var wages: [String: Int] = [:]
    private var fees: [Int] = []

    init(teams: [Team]) {
        money = Dictionary(teams.map { team in
            (team.id, ClubMoney(balance: team.budget, openingBalance: team.budget, lastRevenue: nil, netSpending: 0))
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Books a match day: its transfers' fees, then every club's week.
    mutating func book(_ week: WeekOutcome) {
        for transfer in week.transfers {
            if transfer.fromTeamId != nil { fees.append(transfer.fee) }
            for share in NetSpending.shares(fee: transfer.fee, from: transfer.fromTeamId, to: transfer.toTeamId) {
                money[share.teamId, default: Self.empty].balance -= share.amount
                money[share.teamId, default: Self.empty].netSpending += share.amount
            }
        }
        for (teamId, movements) in week.money { pay(movements, to: teamId) }
    }

    /// Pays every club's end of the season, returns each tier's figures (top tier first) and opens the next season.
    mutating func close(_ season: SimulatedSeason, divisions: [Division], teams: [Team]) -> [TierFinances] {
        let tiers = Dictionary(divisions.map { ($0.id, $0.tier) }, uniquingKeysWith: { first, _ in first })
        let ends = SeasonEndMoney.pyramid(standings: season.standings, tiers: tiers,
                                          balances: money.mapValues(\.balance), revenue: revenue)
        money = Dictionary(uniqueKeysWithValues: money.map { teamId, club in
            (teamId, ClubMoney.closing(balance: club.balance, revenue: revenue[teamId] ?? 0, paid: ends[teamId] ?? []))
        })
        let figures = divisions.sorted { $0.tier < $1.tier }.map { division in
            let members = teams.filter { $0.divisionId == division.id }.map(\.id)
            let ratios = members.map { Double(wages[$0] ?? 0) / Double(max(1, money[$0]?.lastRevenue ?? 0)) }
            let balance = Median.of(members.map { Double(money[$0]?.balance ?? 0) }.sorted())
            return TierFinances(season: season.number, tier: division.tier, wageToRevenue: Median.of(ratios.sorted()),
                                medianBalance: Int(balance.rounded()))
        }
        revenue = [:]
        wages = [:]
        return figures
    }

    /// The season's moves between clubs and their fees; the count starts again.
    mutating func transfers(season: Int) -> SeasonTransfers {
        let sorted = fees.sorted()
        fees = []
        return SeasonTransfers(season: season, count: sorted.count,
                               medianFee: Int(Median.of(sorted.map(Double.init)).rounded()), maxFee: sorted.last ?? 0)
    }

    private static let empty = ClubMoney(balance: 0, openingBalance: 0, lastRevenue: nil, netSpending: 0)

    private mutating func pay(_ movements: [MoneyMovement], to teamId: String) {
        for movement in movements {
            money[teamId, default: Self.empty].balance += movement.signedAmount
            if movement.kind.isRecurringIncome {
                revenue[teamId, default: 0] += movement.amount
            } else if movement.kind == .wages {
                wages[teamId, default: 0] += movement.amount
            }
        }
    }
}
