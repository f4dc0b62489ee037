import DataManaging
import Economy
import FinancesFeature
import FinancesFeatureMocks
import GameModels
import Testing

@MainActor
@Suite("FinancesViewModelTransform")
struct FinancesViewModelTransformTests {
    let transform = FinancesViewModelTransform()

    func viewModel(_ finances: ClubFinances, selectedWeek: Int? = nil) -> FinancesViewModel {
        transform.transform(FinancesScreenState(isLoading: false, finances: finances, selectedWeek: selectedWeek))
    }

    @Test("income by kind, every income kind shown, under its total; spending under its own")
    func totals() throws {
        let summary = try #require(viewModel(FinancesFixtures.inDebt).summary)
        #expect(summary.heading == "Crumpet Rovers · 2026/27")
        #expect(summary.income == [
            FinancesLine("Income", "£600.0k", .total), FinancesLine("Gate receipts", "£250.0k"),
            FinancesLine("Sponsorship", "£140.0k"), FinancesLine("Television", "£210.0k"),
            FinancesLine("Prize money", "£0"),
        ])
        #expect(summary.spending.prefix(2) == [FinancesLine("Spending", "£1.1M", .total),
                                                FinancesLine("Wages", "£1.1M")])
    }

    @Test("a kind listed twice in the totals counts once with both amounts")
    func repeatedKind() throws {
        let finances = ClubFinances(
            clubName: "X", seasonLabel: "2026/27", balance: 0, openingBalance: 0, weeks: [],
            totals: [MoneyMovement(kind: .television, amount: 1_000), MoneyMovement(kind: .television, amount: 500)],
            weeklyWageBill: 0, budget: SeasonBudget(transfers: 0, weeklyWages: 0), transferBudgetLeft: 0)
        let summary = try #require(viewModel(finances).summary)
        #expect(summary.income[0].amount == "£1.5k" && summary.income[3] == FinancesLine("Television", "£1.5k"))
    }

    @Test("a wage bill over the board's budget is marked; one within it is not; the transfer budget shows")
    func wageBudget() throws {
        let over = try #require(viewModel(FinancesFixtures.inDebt).summary).spending.dropFirst(3)
        #expect(Array(over) == [
            FinancesLine("Wage bill · OVER BUDGET", "£150.0k/wk", .alert),
            FinancesLine("Board's wage budget", "£140.0k/wk"), FinancesLine("Transfer budget left", "£320.0k"),
        ])
        let within = try #require(viewModel(FinancesFixtures.inCredit).summary).spending[3]
        #expect(within == FinancesLine("Wage bill", "£150.0k/wk"))
        let exactly = FinancesFixtures.season(openingBalance: 0, gates: [1], wageBudget: FinancesFixtures.weeklyWages)
        #expect(try #require(viewModel(exactly).summary).spending[3].emphasis == .item)
    }

    @Test("the balance says IN DEBT below zero and nothing more above it")
    func balance() throws {
        let debt = try #require(viewModel(FinancesFixtures.inDebt).summary)
        #expect(debt.balance == "Balance −£50.0k · IN DEBT" && debt.isInDebt)
        let credit = try #require(viewModel(FinancesFixtures.inCredit).summary)
        #expect(credit.balance == "Balance £1.6M" && !credit.isInDebt)
    }

    @Test("weeks list date, money in and out, and the balance after; a debt is flagged")
    func weeks() {
        let weeks = viewModel(FinancesFixtures.inDebt, selectedWeek: 3)
        #expect(weeks.weeks.first == FinancesWeekRow(matchDay: "1", date: "8 Aug 2026", income: "£110.0k",
                                                     spending: "£150.0k", balance: "£360.0k", isInDebt: false))
        #expect(weeks.weeks.last == FinancesWeekRow(matchDay: "7", date: "19 Sep 2026", income: "£115.0k",
                                                    spending: "£150.0k", balance: "−£50.0k", isInDebt: true))
        #expect(weeks.weeks.map(\.isInDebt) == [false, false, false, false, false, true, true])
        #expect(weeks.selectedWeek == 3)
    }

    @Test("a week that moved nothing one way shows a dash there")
    func quietWeek() {
        let week = ClubFinances.Week(matchDay: 3, date: GameDate(year: 2027, month: 1, day: 9),
                                     movements: [MoneyMovement(kind: .wages, amount: 9_000)], balance: -9_000)
        let finances = ClubFinances(clubName: "X", seasonLabel: "2026/27", balance: -9_000, openingBalance: 0,
                                    weeks: [week], totals: [MoneyMovement(kind: .wages, amount: 9_000)],
                                    weeklyWageBill: 9_000, budget: SeasonBudget(transfers: 0, weeklyWages: 9_000),
                                    transferBudgetLeft: 0)
        #expect(viewModel(finances).weeks == [FinancesWeekRow(matchDay: "3", date: "9 Jan 2027", income: "–",
                                                              spending: "£9.0k", balance: "−£9.0k", isInDebt: true)])
    }

    @Test("the chart carries every week's balance; bars start at zero once the balance crosses or touches it")
    func chart() throws {
        let debt = try #require(viewModel(FinancesFixtures.inDebt).chart)
        #expect(debt.values == [360_000, 260_000, 215_000, 115_000, 85_000, -15_000, -50_000])
        #expect(debt.baseline == 0 && debt.baselineLabel == "£0")
        #expect(debt.topLabel == "£360.0k" && debt.bottomLabel == "−£50.0k")
        #expect(debt.caption == "Balance after each week (£400.0k at the start)")
        let toZero = try #require(viewModel(FinancesFixtures.season(openingBalance: 200_000, gates: [0, 0],
                                                                    wageBudget: 1)).chart)
        #expect(toZero.values == [100_000, 0] && toZero.baseline == 0 && toZero.bottomLabel == nil)
    }

    @Test("a balance that stays on one side of zero is drawn from a round figure a third of its range beyond it")
    func offZeroBaseline() throws {
        let credit = try #require(viewModel(FinancesFixtures.inCredit).chart)
        #expect(credit.values.min() == 1_550_000 && credit.values.max() == 1_960_000)
        #expect(credit.baseline == 1_400_000 && credit.baselineLabel == "£1.4M")
        #expect(credit.topLabel == "£2.0M" && credit.bottomLabel == nil)
        let deepDebt = try #require(viewModel(FinancesFixtures.season(openingBalance: -1_000_000,
                                                                      gates: [0, 80_000, 0], wageBudget: 1)).chart)
        #expect(deepDebt.values == [-1_100_000, -1_120_000, -1_220_000])
        #expect(deepDebt.baseline == -1_000_000 && deepDebt.topLabel == nil && deepDebt.bottomLabel == "−£1.2M")
        let wide = try #require(viewModel(FinancesFixtures.season(openingBalance: 500_000, gates: [0, 0, 0, 0],
                                                                  wageBudget: 1)).chart)
        #expect(wide.values.min() == 100_000 && wide.baseline == 0)
    }

    @Test("a single week is measured from zero, in credit or in debt")
    func singleWeek() throws {
        let credit = try #require(viewModel(FinancesFixtures.season(openingBalance: 400_000, gates: [60_000],
                                                                    wageBudget: 1)).chart)
        #expect(credit.values == [360_000] && credit.baseline == 0 && credit.topLabel == "£360.0k")
        let debt = try #require(viewModel(FinancesFixtures.season(openingBalance: -10_000, gates: [0],
                                                                  wageBudget: 1)).chart)
        #expect(debt.baseline == 0 && debt.topLabel == nil && debt.bottomLabel == "−£110.0k")
    }

    @Test("before the first week: the summary and a one-line note, no chart and no list")
    func preSeason() {
        let empty = viewModel(FinancesFixtures.preSeason)
        #expect(empty.summary?.balance == "Balance £400.0k")
        #expect(empty.emptyMessage == "No match day yet this season: the money starts moving in the first week.")
        #expect(empty.chart == nil && empty.weeks.isEmpty)
    }

    @Test("loading and failure carry no summary")
    func loadingAndFailure() {
        let failed = transform.transform(FinancesScreenState(isLoading: false, errorMessage: "Could not load"))
        #expect(failed.errorMessage == "Could not load" && failed.summary == nil && !failed.isLoading)
        #expect(transform.transform(FinancesScreenState()).isLoading)
    }
}
