/// What a sum of money was for, as a Finances screen lists it.
public enum MoneyKind: String, CaseIterable, Sendable, Hashable, Codable {
    case gateReceipts = "gate"
    case sponsorship
    case television
    case prizeMoney = "prize"
    /// Fees received for players sold.
    case transferSales = "sales"
    case wages
    /// Everything else a club pays to play: staff, the ground, travel, a share of the week's income.
    case runningCosts = "running"
    /// The rest of a released player's contract, paid at once.
    case compensation
    /// Fees paid for players bought.
    case transferFees = "fees"
    /// A surplus put into the ground, the training ground and the academy at the season's end.
    case investment

    public var isIncome: Bool { ![.wages, .runningCosts, .compensation, .transferFees, .investment].contains(self) }

    /// Money that moves only on some days (a sale, a signing, a pay-off, the summer's investment), not every week.
    public var isOccasional: Bool { [.transferSales, .compensation, .transferFees, .investment].contains(self) }

    /// Income the board plans a season on: the weeks' money and the prize, never a one-off sale.
    public var isRecurringIncome: Bool { isIncome && !isOccasional }
}
