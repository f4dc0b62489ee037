/// A season's revenue for a club with no season behind it to judge by (a new world's first budget): a
/// home match against every other place of the table in ordinary form, the sponsor's and the television's
/// weekly shares for the season's weeks, and the prize for the place it is expected to finish.
public enum RevenueForecast {
    public static func season(tier: Int, capacity: Int, clubs: Int, expectedPosition: Int, weeks: Int) -> Int {
        let economy = TierEconomy.of(tier: tier)
        let gates = (1...max(1, clubs)).filter { $0 != expectedPosition }.reduce(0) { total, opponent in
            total + Attendance.receipts(at: HomeMatch(tier: tier, capacity: capacity, clubs: clubs,
                                                       position: expectedPosition, opponentPosition: opponent,
                                                       form: .none))
        }
        let weekly = (economy.sponsorship(capacity: capacity) + economy.weeklyTelevision) * max(0, weeks)
        return gates + weekly + PrizeMoney.award(tier: tier, position: expectedPosition, clubs: clubs)
    }
}
