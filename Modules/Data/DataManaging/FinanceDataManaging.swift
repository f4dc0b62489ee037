/// The finance slice: the user's club's money this season.
public protocol FinanceDataManaging: Sendable {
    /// The user's club's balance, this season's income and spending week by week and by kind, its wage bill
    /// and the board's budget.
    func finances(careerId: String) async throws(DataError) -> ClubFinances
}
