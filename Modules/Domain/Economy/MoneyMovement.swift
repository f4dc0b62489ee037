/// One sum in or out of a club's account. `amount` is never negative; `kind` says which way it goes.
public struct MoneyMovement: Sendable, Hashable {
    public let kind: MoneyKind
    public let amount: Int

    public init(kind: MoneyKind, amount: Int) {
        self.kind = kind
        self.amount = max(0, amount)
    }

    /// What it does to the balance: income adds, spending takes away.
    public var signedAmount: Int { kind.isIncome ? amount : -amount }
}
