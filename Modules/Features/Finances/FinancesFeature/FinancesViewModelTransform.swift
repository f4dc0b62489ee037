import DataManaging
import DesignSystem
import Economy
import GameModels

/// Turns the Finances screen's state into its view model.
@MainActor
public protocol FinancesViewModelTransformProtocol {
    func transform(_ state: FinancesScreenState) -> FinancesViewModel
}

/// The one place the Finances screen's text is formatted: the balance, this season's money by kind with its
/// totals, the wage bill against the board's budget, the chart's bars and labels, and the weeks. Every income
/// kind shows, moved or not (prize money comes at the season's end), so the summary keeps its shape.
public struct FinancesViewModelTransform: FinancesViewModelTransformProtocol {
    public static let emptyMessage = "No match day yet this season: the money starts moving in the first week."

    public init() {}

    public func transform(_ state: FinancesScreenState) -> FinancesViewModel {
        var viewModel = FinancesViewModel(isLoading: state.isLoading, errorMessage: state.errorMessage)
        guard let finances = state.finances else { return viewModel }
        viewModel.summary = Self.summary(finances)
        guard !finances.weeks.isEmpty else {
            viewModel.emptyMessage = Self.emptyMessage
            return viewModel
        }
        viewModel.chart = Self.chart(finances)
        viewModel.weeks = finances.weeks.map(Self.row)
        viewModel.selectedWeek = state.selectedWeek
        return viewModel
    }

    private static func summary(_ finances: ClubFinances) -> FinancesSummaryViewModel {
        let byKind = Dictionary(finances.totals.map { ($0.kind, $0.amount) }, uniquingKeysWith: +)
        func lines(income: Bool) -> [FinancesLine] {
            // Transfers and pay-offs are occasional: their lines show only in a season that had one.
            MoneyKind.allCases.filter { $0.isIncome == income && (!$0.isOccasional || byKind[$0] != nil) }.map {
                FinancesLine(label($0), MoneyText.amount(byKind[$0] ?? 0))
            }
        }
        let isOverBudget = finances.weeklyWageBill > finances.budget.weeklyWages
        let inDebt = finances.balance < 0
        return FinancesSummaryViewModel(
            heading: "\(finances.clubName) · \(finances.seasonLabel)",
            balance: "Balance \(MoneyText.amount(finances.balance))" + (inDebt ? " · IN DEBT" : ""),
            isInDebt: inDebt,
            income: [FinancesLine("Income", MoneyText.amount(finances.income), .total)] + lines(income: true),
            spending: [FinancesLine("Spending", MoneyText.amount(finances.spending), .total)] + lines(income: false)
                + [FinancesLine(isOverBudget ? "Wage bill · OVER BUDGET" : "Wage bill",
                                MoneyText.weekly(finances.weeklyWageBill), isOverBudget ? .alert : .item),
                   FinancesLine("Board's wage budget", MoneyText.weekly(finances.budget.weeklyWages)),
                   // The one figure the market spends from, as the Transfers tab shows it.
                   FinancesLine("Transfer budget left", MoneyText.amount(finances.transferBudgetLeft))])
    }

    private static func chart(_ finances: ClubFinances) -> BarChartViewModel {
        let balances = finances.weeks.map(\.balance)
        let lowest = balances.min() ?? 0
        let highest = balances.max() ?? 0
        let baseline = baseline(lowest: lowest, highest: highest)
        return BarChartViewModel(
            caption: "Balance after each week (\(MoneyText.amount(finances.openingBalance)) at the start)",
            values: balances, baseline: baseline, baselineLabel: MoneyText.amount(baseline),
            topLabel: highest > baseline ? MoneyText.amount(highest) : nil,
            bottomLabel: lowest < baseline ? MoneyText.amount(lowest) : nil)
    }

    /// Bars start at zero when the balance crosses or touches it (debt hangs below the £0 line) or never
    /// changes. A balance that stays on one side of zero is measured from a third of its range beyond the
    /// balance nearest zero, cut to two figures towards zero (£1.7M, never past zero): £1.76M–£1.90M drawn from
    /// zero would be bars of one height.
    private static func baseline(lowest: Int, highest: Int) -> Int {
        let range = highest - lowest
        let beyond: Int
        if lowest > 0, range > 0 {
            beyond = max(0, lowest - range / 3)
        } else if highest < 0, range > 0 {
            beyond = min(0, highest + range / 3)
        } else {
            return 0
        }
        var unit = 1
        while beyond.magnitude / unit.magnitude >= 100 { unit *= 10 }
        return beyond / unit * unit
    }

    private static func row(_ week: ClubFinances.Week) -> FinancesWeekRow {
        let income = week.movements.filter(\.kind.isIncome).reduce(0) { $0 + $1.amount }
        let spending = week.movements.filter { !$0.kind.isIncome }.reduce(0) { $0 + $1.amount }
        return FinancesWeekRow(
            matchDay: "\(week.matchDay)",
            date: DateText.dayMonthYear(day: week.date.day, month: week.date.month, year: week.date.year),
            income: amountOrDash(income), spending: amountOrDash(spending),
            balance: MoneyText.amount(week.balance), isInDebt: week.balance < 0)
    }

    /// A week with nothing of a kind shows a dash, so the weeks that moved money stand out.
    private static func amountOrDash(_ amount: Int) -> String {
        amount == 0 ? "–" : MoneyText.amount(amount)
    }

    private static func label(_ kind: MoneyKind) -> String {
        switch kind {
        case .gateReceipts: "Gate receipts"
        case .sponsorship: "Sponsorship"
        case .television: "Television"
        case .prizeMoney: "Prize money"
        case .transferSales: "Player sales"
        case .wages: "Wages"
        case .runningCosts: "Running costs"
        case .compensation: "Contract pay-offs"
        case .transferFees: "Transfer fees"
        case .investment: "Ground and academy"
        }
    }
}
