import Economy
import Testing

@Suite("The board's season budget")
struct BoardBudgetTests {
    @Test("wages may take the tier's share of last season's revenue, paid weekly over the season")
    func wages() {
        let budget = BoardBudget.season(revenue: 38_000_000, weeks: 38, balance: 10_000_000, tier: 1)
        #expect(budget.weeklyWages == Int(1_000_000 * TierEconomy.of(tier: 1).boardWageShare))
        let richer = BoardBudget.season(revenue: 50_000_000, weeks: 38, balance: 10_000_000, tier: 1)
        #expect(richer.weeklyWages > budget.weeklyWages)
    }

    @Test("transfers get a share of the money in the bank, nothing in debt")
    func transfers() {
        let budget = BoardBudget.season(revenue: 10_000_000, weeks: 38, balance: 5_000_000, tier: 2)
        #expect(budget.transfers == 2_000_000)
        #expect(BoardBudget.season(revenue: 10_000_000, weeks: 38, balance: -1, tier: 2).transfers == 0)
        #expect(BoardBudget.season(revenue: 10_000_000, weeks: 38, balance: 0, tier: 2).transfers == 0)
    }

    @Test("debt is paid back from the wage budget over three seasons, never below half of it")
    func debt() {
        let solvent = BoardBudget.season(revenue: 3_800_000, weeks: 38, balance: 0, tier: 3)
        let owing = BoardBudget.season(revenue: 3_800_000, weeks: 38, balance: -1_140_000, tier: 3)
        #expect(solvent.weeklyWages - owing.weeklyWages == 10_000)
        let ruined = BoardBudget.season(revenue: 3_800_000, weeks: 38, balance: -100_000_000, tier: 3)
        #expect(ruined.weeklyWages == solvent.weeklyWages / 2)
    }

    @Test("a new world's first budgets, from forecast revenue and the clubs' money, fall tier by tier")
    func firstSeason() {
        let played = CalibrationTests.seasons[0]
        let tiers = Dictionary(uniqueKeysWithValues: played.clubs.map { ($0.teamId, $0) })
        let budgets = (1...4).map { tier in
            let teams = played.world.teams.filter { tiers[$0.id]?.tier == tier }
            return teams.map { team -> ClubBudget in
                let club = tiers[team.id]
                let revenue = RevenueForecast.season(tier: tier, capacity: club?.capacity ?? 0, clubs: teams.count,
                                                     expectedPosition: teams.count / 2, weeks: played.weeks)
                let budget = BoardBudget.season(revenue: revenue, weeks: played.weeks, balance: team.budget, tier: tier)
                return ClubBudget(transfers: Double(budget.transfers), wages: Double(budget.weeklyWages),
                            bill: Double(club?.weeklyWageBill ?? 0))
            }
        }
        let transfers = budgets.map { median($0.map(\.transfers)) }
        let wages = budgets.map { median($0.map(\.wages)) }
        #expect(zip(transfers, transfers.dropFirst()).allSatisfy { $0 > $1 })
        #expect(zip(wages, wages.dropFirst()).allSatisfy { $0 > $1 })
        // The board's wage budget is close to what the generated squads already cost.
        for tierBudgets in budgets {
            let ratio = median(tierBudgets.map { $0.bill / $0.wages })
            #expect((0.8...1.2).contains(ratio), "\(ratio)")
        }
    }

    struct ClubBudget {
        let transfers: Double
        let wages: Double
        let bill: Double
    }
}
