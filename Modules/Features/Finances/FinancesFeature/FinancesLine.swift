/// One line of the money summary: a label and its amount.
public struct FinancesLine: Equatable, Sendable {
    public enum Emphasis: Equatable, Sendable {
        /// A column's heading with its total.
        case total
        case item
        /// Something the manager should act on: a wage bill over the board's budget.
        case alert
    }

    public var label: String
    public var amount: String
    public var emphasis: Emphasis

    public init(_ label: String, _ amount: String, _ emphasis: Emphasis = .item) {
        self.label = label
        self.amount = amount
        self.emphasis = emphasis
    }
}
