import Economy
import Testing

/// What is left of a season's budget, and when the board funds a wage: one rule for every club (issue #39).
struct SeasonBudgetTests {
    private let budget = SeasonBudget(transfers: 1_000_000, weeklyWages: 10_000)
    /// Ten weeks left of forty.
    private let moment = SeasonMoment(seasonYear: 2026, weeksPlayed: 30, weeksInSeason: 40)

    @Test func theTransferMoneyLeftIsTheBudgetLessNetSpendingAndNeverBelowNothing() {
        #expect(budget.transfersLeft(netSpending: 250_000) == 750_000)
        #expect(budget.transfersLeft(netSpending: -100_000) == 1_100_000, "sales add to it")
        #expect(budget.transfersLeft(netSpending: 2_000_000) == 0)
        #expect(SeasonBudget.spendable(transfersLeft: 750_000, balance: 500_000) == 500_000)
        #expect(SeasonBudget.spendable(transfersLeft: 750_000, balance: -5) == 0)
    }

    @Test func aBillOverTheLineCostsItsExcessForTheWeeksLeft() {
        #expect(budget.wageOverspend(weeklyWageBill: 11_000, at: moment) == 0, "110 % is within the line")
        #expect(budget.wageOverspend(weeklyWageBill: 11_500, at: moment) == 5_000)
    }

    @Test func theBoardFundsAWageWhileTheMoneyLeftCoversTheWholeExcessOnce() {
        // Within the line: funded whatever the money.
        #expect(budget.funds(newWageBill: 11_000, from: 9_000, fee: 0, transfersLeft: 0, at: moment))
        // 500 a week over for ten weeks: 5,000 of the 5,000 left.
        #expect(budget.funds(newWageBill: 11_500, from: 9_000, fee: 0, transfersLeft: 5_000, at: moment))
        #expect(!budget.funds(newWageBill: 11_500, from: 9_000, fee: 1, transfersLeft: 5_000, at: moment))
        // Already 400 over, a signing of 100 more: the money must cover all 500 a week, not the 100 it adds.
        #expect(!budget.funds(newWageBill: 11_500, from: 11_400, fee: 0, transfersLeft: 4_999, at: moment))
        // A signing that adds nothing over the line (a cheaper player for a dearer one) always passes.
        #expect(budget.funds(newWageBill: 11_400, from: 11_500, fee: 0, transfersLeft: 0, at: moment))
    }
}
