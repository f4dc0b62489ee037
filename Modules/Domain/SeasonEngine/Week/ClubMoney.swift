import Economy

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

extension ClubMoney {
    /// The money a club's next season opens on once the season's end is `paid` (`SeasonEndMoney.pyramid`): the balance
    /// after it, and the season's recurring income — `revenue` before the end plus what of the end is recurring — as the
    /// revenue the next budget rests on. `simulate`'s books and a career's season end both close through it.
    public static func closing(balance: Int, revenue: Int, paid: [MoneyMovement]) -> ClubMoney {
        let closed = balance + paid.reduce(0) { $0 + $1.signedAmount }
        let income = revenue + paid.filter(\.kind.isRecurringIncome).reduce(0) { $0 + $1.amount }
        return ClubMoney(balance: closed, openingBalance: closed, lastRevenue: income, netSpending: 0)
    }
}
