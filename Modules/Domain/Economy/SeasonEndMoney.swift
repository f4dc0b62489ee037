/// A club's money at the season's end: the prize for its final place and, when it holds more than a season's
/// revenue, a share of the surplus put into its ground, training ground and academy — as clubs that bank sale
/// after sale do — so the fees that flow down the pyramid do not pile up at the bottom. Careers and `simulate`
/// both book exactly these.
public enum SeasonEndMoney {
    /// The share of the money beyond `reserveSeasons` of revenue the board invests each summer.
    public static let investedShare = 0.5
    public static let reserveSeasons = 1.0

    /// `balance` before the prize; `revenue` the season's income from its weeks (fees apart, the prize not yet paid).
    public static func movements(tier: Int, position: Int, clubs: Int, balance: Int, revenue: Int) -> [MoneyMovement] {
        let prize = PrizeMoney.award(tier: tier, position: position, clubs: clubs)
        let surplus = Double(balance + prize) - reserveSeasons * Double(max(0, revenue) + prize)
        let investment = MoneyRounding.quoted(max(0, surplus) * investedShare, minimum: 0)
        return [MoneyMovement(kind: .prizeMoney, amount: prize)]
            + (investment > 0 ? [MoneyMovement(kind: .investment, amount: investment)] : [])
    }
}
