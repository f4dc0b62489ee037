import DataManaging

/// `finances --json`: amounts in whole pounds; spending kinds are positive and named as such.
struct FinancesListing: Codable, Equatable {
    struct Total: Codable, Equatable {
        let kind: String
        let income: Bool
        let amount: Int
    }

    struct Week: Codable, Equatable {
        let matchDay: Int
        let date: String
        let income: Int
        let spending: Int
        let balance: Int
    }

    let club: String
    let season: String
    let balance: Int
    let openingBalance: Int
    let income: Int
    let spending: Int
    let totals: [Total]
    let weeklyWageBill: Int
    let weeklyWageBudget: Int
    /// The season's transfer budget, and what is left of it (the figure `transfers` spends from).
    let transferBudget: Int
    let transferBudgetLeft: Int
    let weeks: [Week]

    init(_ finances: ClubFinances) {
        club = finances.clubName
        season = finances.seasonLabel
        balance = finances.balance
        openingBalance = finances.openingBalance
        income = finances.income
        spending = finances.spending
        totals = finances.totals.map { Total(kind: $0.kind.rawValue, income: $0.kind.isIncome, amount: $0.amount) }
        weeklyWageBill = finances.weeklyWageBill
        weeklyWageBudget = finances.budget.weeklyWages
        transferBudget = finances.budget.transfers
        transferBudgetLeft = finances.transferBudgetLeft
        weeks = finances.weeks.map { week in
            Week(matchDay: week.matchDay, date: week.date.description,
                 income: week.movements.filter(\.kind.isIncome).reduce(0) { $0 + $1.amount },
                 spending: week.movements.filter { !$0.kind.isIncome }.reduce(0) { $0 + $1.amount },
                 balance: week.balance)
        }
    }
}
