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

    @Test("a club just promoted is budgeted for the tier it plays in, one just relegated too; a sale is no income")
    func budgetsFollowTheTier() {
        let forecast = { (tier: Int) in
            BoardBudget.season(teamId: "team-7", tier: tier, clubs: 20, weeks: 38, worldSeed: 5, lastRevenue: nil,
                               openingBalance: 1_000_000).weeklyWages
        }
        let tierThreeRevenue = RevenueForecast.season(tier: 3, capacity: 10_000, clubs: 20, expectedPosition: 2,
                                                      weeks: 38)
        let promoted = BoardBudget.season(teamId: "team-7", tier: 2, clubs: 20, weeks: 38, worldSeed: 5,
                                          lastRevenue: tierThreeRevenue, openingBalance: 1_000_000).weeklyWages
        // At least three quarters of the tier's mid-table budget (not the tier-3 income it brought up).
        #expect(Double(promoted) >= Double(forecast(2)) * BoardBudget.tierRevenueBand.lowerBound * 0.99,
                "\(promoted) against \(forecast(2))")
        let tierOneRevenue = RevenueForecast.season(tier: 1, capacity: 40_000, clubs: 20, expectedPosition: 10,
                                                    weeks: 38)
        let relegated = BoardBudget.season(teamId: "team-7", tier: 2, clubs: 20, weeks: 38, worldSeed: 5,
                                           lastRevenue: tierOneRevenue, openingBalance: 1_000_000).weeklyWages
        #expect(Double(relegated) <= Double(forecast(2)) * BoardBudget.tierRevenueBand.upperBound * 1.01)
        // Within the band last season's income counts as it was.
        let usual = BoardBudget.season(teamId: "team-7", tier: 2, clubs: 20, weeks: 38, worldSeed: 5,
                                       lastRevenue: nil, openingBalance: 1_000_000)
        #expect(BoardBudget.season(teamId: "team-7", tier: 2, clubs: 20, weeks: 38, worldSeed: 5,
                                   lastRevenue: RevenueForecast.season(
                                       tier: 2, capacity: StadiumCapacity.of(teamId: "team-7", tier: 2, worldSeed: 5),
                                       clubs: 20, expectedPosition: 10, weeks: 38),
                                   openingBalance: 1_000_000) == usual)
    }

    struct ClubBudget {
        let transfers: Double
        let wages: Double
        let bill: Double
    }
}
