/// The top of the Finances screen: the club and season beside the balance, then income (left) and spending
/// with the wage bill and the board's budgets (right).
public struct FinancesSummaryViewModel: Equatable, Sendable {
    /// "Crumpet Rovers · 2026/27".
    public var heading: String
    /// "Balance £1.2M", or "Balance −£340.0k · IN DEBT".
    public var balance: String
    public var isInDebt: Bool
    public var income: [FinancesLine]
    public var spending: [FinancesLine]

    public init(heading: String, balance: String, isInDebt: Bool, income: [FinancesLine], spending: [FinancesLine]) {
        self.heading = heading
        self.balance = balance
        self.isInDebt = isInDebt
        self.income = income
        self.spending = spending
    }
}
