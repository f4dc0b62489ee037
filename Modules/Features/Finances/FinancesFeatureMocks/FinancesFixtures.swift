import DataManaging
import Economy
import GameModels

/// A club's money as the Finances screen shows it: weeks of sponsorship and TV money, gate receipts on home
/// weeks and wages every week, the balance after each, and the totals by kind they add up to.
public enum FinancesFixtures {
    /// Seven weeks that take Crumpet Rovers from £400.0k into debt, with a wage bill over the board's budget.
    public static let inDebt = season(openingBalance: 400_000, gates: [60_000, 0, 55_000, 0, 70_000, 0, 65_000],
                                      wageBudget: 140_000)
    /// The same weeks from a richer start, the wage bill within the budget.
    public static let inCredit = season(openingBalance: 2_000_000, gates: [60_000, 0, 55_000, 0, 70_000, 0, 65_000],
                                        wageBudget: 160_000)
    /// Before the first match day: no week yet.
    public static let preSeason = season(openingBalance: 400_000, gates: [], wageBudget: 160_000)

    public static let weeklyWages = 150_000

    /// One week per gate (0 for an away week), a week apart from 8 Aug 2026, each with £20.0k of sponsorship,
    /// £30.0k of TV money and the wage bill.
    public static func season(openingBalance: Int, gates: [Int], wageBudget: Int) -> ClubFinances {
        var balance = openingBalance
        let weeks = gates.enumerated().map { index, gate in
            let movements = (gate > 0 ? [MoneyMovement(kind: .gateReceipts, amount: gate)] : []) + [
                MoneyMovement(kind: .sponsorship, amount: 20_000), MoneyMovement(kind: .television, amount: 30_000),
                MoneyMovement(kind: .wages, amount: weeklyWages),
            ]
            balance += movements.reduce(0) { $0 + $1.signedAmount }
            return ClubFinances.Week(matchDay: index + 1, date: GameDate(year: 2026, month: 8, day: 8)
                .adding(days: 7 * index), movements: movements, balance: balance)
        }
        let totals = MoneyKind.allCases.compactMap { kind -> MoneyMovement? in
            let amount = weeks.flatMap(\.movements).filter { $0.kind == kind }.reduce(0) { $0 + $1.amount }
            return amount > 0 ? MoneyMovement(kind: kind, amount: amount) : nil
        }
        return ClubFinances(clubName: "Crumpet Rovers", seasonLabel: "2026/27", balance: balance,
                            openingBalance: openingBalance, weeks: weeks, totals: totals,
                            weeklyWageBill: weeklyWages,
                            budget: SeasonBudget(transfers: 500_000, weeklyWages: wageBudget), transferBudgetLeft: 320_000)
    }
}
