/// What a sum of money was for, as a Finances screen lists it.
public enum MoneyKind: String, CaseIterable, Sendable, Hashable, Codable {
    case gateReceipts = "gate"
    case sponsorship
    case television
    case prizeMoney = "prize"
    case wages
    /// The rest of a released player's contract, paid at once.
    case compensation

    public var isIncome: Bool { self != .wages && self != .compensation }
}
