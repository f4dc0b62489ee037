import Economy
import GameModels
import TransferMarket

/// The computer clubs' market through a simulated season, as a career's would run: the board sets each club's
/// budgets at the season's start (`BoardBudget.season` on last season's revenue, or a forecast in the first,
/// and the balance), every club trades on each day of the pre-season and mid-season windows, fees move
/// through the ledger and refill the seller's transfer budget.
struct SimulationMarket {
    private let worldSeed: UInt64
    private var transferBudgets: [String: Int] = [:]
    private var wageBudgets: [String: Int] = [:]
    private var fees: [Int] = []

    init(worldSeed: UInt64) {
        self.worldSeed = worldSeed
    }

    /// Sets every club's budgets for a season of `weeks` weeks.
    mutating func open(teams: [Team], weeks: Int, ledger: PyramidLedger) {
        fees = []
        let sizes = Dictionary(grouping: teams, by: \.divisionId).mapValues(\.count)
        for team in teams {
            let tier = ledger.tier(of: team.id)
            let clubs = sizes[team.divisionId] ?? 1
            let revenue = ledger.lastRevenue[team.id] ?? RevenueForecast.season(
                tier: tier, capacity: ledger.capacity(of: team.id), clubs: clubs, expectedPosition: (clubs + 1) / 2,
                weeks: weeks)
            let budget = BoardBudget.season(revenue: revenue, weeks: weeks, balance: ledger.balances[team.id] ?? 0,
                                            tier: tier)
            transferBudgets[team.id] = budget.transfers
            wageBudgets[team.id] = budget.weeklyWages
        }
    }

    /// One window day before `matchDay` of a season of `year`: every club's deals, moved into `play` and `ledger`.
    mutating func trade(window: TransferWindow, before matchDay: Int, year: Int, weeks: Int, teams: [Team],
                        play: inout SeasonPlay, ledger: inout PyramidLedger) {
        let clubs = teams.map { team in
            MarketClub(id: team.id, tier: ledger.tier(of: team.id), balance: ledger.balances[team.id] ?? 0,
                       transferBudget: transferBudgets[team.id] ?? 0, weeklyWageBudget: wageBudgets[team.id] ?? 0)
        }
        let day = MarketDay(clubs: clubs, players: play.players, userTeamId: nil,
                            moment: SeasonMoment(seasonYear: year, weeksPlayed: matchDay - 1, weeksInSeason: weeks),
                            window: window, seed: SeedMixing.seed(worldSeed, label: "market-\(year)-\(matchDay)"))
        let outcome = ComputerMarket.round(day)
        play.apply(outcome.transfers)
        for transfer in outcome.transfers {
            ledger.book(transfer)
            transferBudgets[transfer.toTeamId, default: 0] -= transfer.fee
            if let seller = transfer.fromTeamId {
                transferBudgets[seller, default: 0] += transfer.fee
                fees.append(transfer.fee)
            }
        }
    }

    /// The season's moves between clubs (free agents' signings are not counted) and their fees.
    func report(season: Int) -> SeasonTransfers {
        let sorted = fees.sorted()
        return SeasonTransfers(season: season, count: sorted.count,
                               medianFee: Int(Median.of(sorted.map(Double.init)).rounded()), maxFee: sorted.last ?? 0)
    }
}
