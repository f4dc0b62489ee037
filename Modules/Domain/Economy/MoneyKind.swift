/// What a sum of money was for, as a Finances screen lists it.
public enum MoneyKind: String, CaseIterable, Sendable, Hashable, Codable {
    case gateReceipts = "gate"
    case sponsorship
    case television
    case prizeMoney = "prize"
    /// Fees received for players sold.
    case transferSales = "sales"
    case wages
    /// The rest of a released player's contract, paid at once.
    case compensation
    /// Fees paid for players bought.
    case transferFees = "fees"

    public var isIncome: Bool { ![.wages, .compensation, .transferFees].contains(self) }

    /// Money that moves only on some days (a sale, a signing, a pay-off), not every week.
    public var isOccasional: Bool { [.transferSales, .compensation, .transferFees].contains(self) }
}
