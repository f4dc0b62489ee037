/// The board's budget for a new season from the last one's revenue, the money in the bank and the tier.
/// Wages may take the tier's `boardWageShare` of revenue, less a third of any debt (paid back over three
/// seasons) but never below half that share; transfers may take a share of the money in the bank, and
/// nothing while the club is in debt.
public enum BoardBudget {
    public static let transferShareOfBalance = 0.4
    public static let debtRepaymentSeasons = 3
    public static let wageFloorShare = 0.5

    /// `revenue` is last season's income over its `weeks`; `balance` may be negative.
    public static func season(revenue: Int, weeks: Int, balance: Int, tier: Int) -> SeasonBudget {
        let allowed = Double(max(0, revenue)) * TierEconomy.of(tier: tier).boardWageShare
        let repayment = Double(max(0, -balance) / debtRepaymentSeasons)
        let wages = max(allowed * wageFloorShare, allowed - repayment) / Double(max(1, weeks))
        return SeasonBudget(transfers: MoneyRounding.quoted(Double(max(0, balance)) * transferShareOfBalance, minimum: 0),
                            weeklyWages: MoneyRounding.tens(wages))
    }

    /// Last season's revenue counts within these shares of what the club's tier brings in at mid-table: a club
    /// just promoted is budgeted for the tier it plays in, not the one it left, and one just relegated too.
    public static let tierRevenueBand = 0.75...1.5

    /// A club's budget for a season of `weeks` weeks: from `lastRevenue` (last season's recurring income) kept
    /// within `tierRevenueBand` of a forecast from the middle of its table in its tier, or, in the club's first
    /// season, that forecast; `openingBalance` is what the season opened with. Careers and `simulate` both set
    /// every club's budget here.
    public static func season(teamId: String, tier: Int, clubs: Int, weeks: Int, worldSeed: UInt64, lastRevenue: Int?,
                              openingBalance: Int) -> SeasonBudget {
        let forecast = RevenueForecast.season(
            tier: tier, capacity: StadiumCapacity.of(teamId: teamId, tier: tier, worldSeed: worldSeed), clubs: clubs,
            expectedPosition: (clubs + 1) / 2, weeks: weeks)
        let revenue = lastRevenue.map { last in
            min(max(last, Int(Double(forecast) * tierRevenueBand.lowerBound)),
                Int(Double(forecast) * tierRevenueBand.upperBound))
        } ?? forecast
        return season(revenue: revenue, weeks: weeks, balance: openingBalance, tier: tier)
    }
}
