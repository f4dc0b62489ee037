import GameModels
/// One sum in or out of a club's account. `amount` is never negative; `kind` says which way it goes.
public struct MoneyMovement: Sendable, Hashable {
    public let kind: MoneyKind
    public let amount: Int

    public init(kind: MoneyKind, amount: Int) {
        self.kind = kind
        self.amount = max(0, amount)
    }

    /// One movement per kind, in the order each kind first comes, the amounts of a kind added up: a week with a
    /// league gate and a cup gate books one gate.
    public static func merged(_ movements: [MoneyMovement]) -> [MoneyMovement] {
        var order: [MoneyKind] = []
        var sums: [MoneyKind: Int] = [:]
        for movement in movements {
            if sums[movement.kind] == nil { order.append(movement.kind) }
            sums[movement.kind, default: 0] += movement.amount
        }
        return order.map { MoneyMovement(kind: $0, amount: sums[$0] ?? 0) }
    }

    /// What it does to the balance: income adds, spending takes away.
    public var signedAmount: Int { kind.isIncome ? amount : -amount }
}
