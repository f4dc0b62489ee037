import GameModels

/// A club's money for one week of the season, the unit every amount here is paid in: its sponsor's and
/// the television's weekly share (the sponsor's by the size of its ground), the gate when it plays at home, its players' weekly wages and its running
/// costs (the tier's share of the week's income). Careers and `simulate` both book exactly these.
public enum ClubWeek {
    /// The week's movements, income first; the gate only in a week with a home match.
    public static func movements(tier: Int, capacity: Int, wageBill: Int, homeMatch: HomeMatch?) -> [MoneyMovement] {
        let economy = TierEconomy.of(tier: tier)
        var movements: [MoneyMovement] = []
        if let homeMatch {
            movements.append(MoneyMovement(kind: .gateReceipts, amount: Attendance.receipts(at: homeMatch)))
        }
        movements.append(MoneyMovement(kind: .sponsorship, amount: economy.sponsorship(capacity: capacity)))
        movements.append(MoneyMovement(kind: .television, amount: economy.weeklyTelevision))
        movements.append(MoneyMovement(kind: .wages, amount: wageBill))
        let income = movements.filter(\.kind.isIncome).reduce(0) { $0 + $1.amount }
        movements.append(MoneyMovement(kind: .runningCosts,
                                       amount: MoneyRounding.tens(Double(income) * economy.runningCostShare)))
        return movements
    }

    /// What a squad costs a week: the sum of its weekly wages.
    public static func wageBill(of squad: [Player]) -> Int {
        squad.reduce(0) { $0 + $1.contract.weeklyWage }
    }
}
