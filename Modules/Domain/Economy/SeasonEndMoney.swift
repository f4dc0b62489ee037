import GameModels

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

    /// Every club's end of season from the final tables (by division id): `tiers` by division id, `balances` and
    /// `revenue` (its recurring income this season, the prize not yet paid) by club id.
    public static func pyramid(standings: [String: [Standing]], tiers: [String: Int], balances: [String: Int],
                               revenue: [String: Int]) -> [String: [MoneyMovement]] {
        var movements: [String: [MoneyMovement]] = [:]
        for (divisionId, table) in standings {
            for standing in table {
                movements[standing.teamId] = SeasonEndMoney.movements(
                    tier: tiers[divisionId] ?? 1, position: standing.position, clubs: table.count,
                    balance: balances[standing.teamId] ?? 0, revenue: revenue[standing.teamId] ?? 0)
            }
        }
        return movements
    }
}
