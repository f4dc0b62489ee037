/// One week in the week-by-week list: what came in, what went out and the balance after it.
public struct FinancesWeekRow: Equatable, Sendable {
    public var matchDay: String
    public var date: String
    public var income: String
    public var spending: String
    public var balance: String
    public var isInDebt: Bool

    public init(matchDay: String, date: String, income: String, spending: String, balance: String, isInDebt: Bool) {
        self.matchDay = matchDay
        self.date = date
        self.income = income
        self.spending = spending
        self.balance = balance
        self.isInDebt = isInDebt
    }
}
