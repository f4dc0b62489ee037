/// Where a club's money stands during a season, as the week's rules need it: what it holds, what the season
/// opened with, the income it last planned on, and what it has spent on fees, net of sales, since.
public struct ClubMoney: Sendable, Hashable {
    public var balance: Int
    public var openingBalance: Int
    /// Last season's recurring income (`MoneyKind.isRecurringIncome`); nil in the club's first season.
    public var lastRevenue: Int?
    /// Fees paid less fees received this season.
    public var netSpending: Int

    public init(balance: Int, openingBalance: Int, lastRevenue: Int?, netSpending: Int) {
        self.balance = balance
        self.openingBalance = openingBalance
        self.lastRevenue = lastRevenue
        self.netSpending = netSpending
    }
}
