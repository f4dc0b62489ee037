import Economy
import GameModels

/// A club's money this season as its Finances screen shows it. Every amount is in whole pounds; a week is a
/// match day of the calendar (wages are paid weekly, whether the club plays that week or not).
public struct ClubFinances: Sendable, Hashable {
    /// One week of the season: what came in and went out, and the balance after it.
    public struct Week: Sendable, Hashable {
        public let matchDay: Int
        public let date: GameDate
        public let movements: [MoneyMovement]
        public let balance: Int

        public init(matchDay: Int, date: GameDate, movements: [MoneyMovement], balance: Int) {
            self.matchDay = matchDay
            self.date = date
            self.movements = movements
            self.balance = balance
        }
    }

    public let clubName: String
    public let seasonLabel: String
    /// Money in the bank now; negative in debt.
    public let balance: Int
    /// The balance before the season's first week.
    public let openingBalance: Int
    /// This season's weeks so far, in order.
    public let weeks: [Week]
    /// This season's totals, one per kind that moved money, in `MoneyKind.allCases` order.
    public let totals: [MoneyMovement]
    /// What the squad costs a week now.
    public let weeklyWageBill: Int
    /// What the board allows for wages a week, and for transfers this season.
    public let budget: SeasonBudget
    /// What is left of the season's transfer budget — the one figure the market spends from: the budget less the
    /// fees paid net of sales and any wage bill over the board's line for the rest of the season, never more
    /// than the balance.
    public let transferBudgetLeft: Int

    public init(clubName: String, seasonLabel: String, balance: Int, openingBalance: Int, weeks: [Week],
                totals: [MoneyMovement], weeklyWageBill: Int, budget: SeasonBudget, transferBudgetLeft: Int) {
        self.clubName = clubName
        self.seasonLabel = seasonLabel
        self.balance = balance
        self.openingBalance = openingBalance
        self.weeks = weeks
        self.totals = totals
        self.weeklyWageBill = weeklyWageBill
        self.transferBudgetLeft = transferBudgetLeft
        self.budget = budget
    }

    public var income: Int { totals.filter(\.kind.isIncome).reduce(0) { $0 + $1.amount } }
    public var spending: Int { totals.filter { !$0.kind.isIncome }.reduce(0) { $0 + $1.amount } }
}
