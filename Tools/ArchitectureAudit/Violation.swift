/// One broken rule at one place.
public struct Violation: Equatable, Hashable, Sendable, Comparable {
    public let rule: RuleID
    /// Relative to the package root.
    public let file: String
    public let line: Int
    public let message: String
    /// The import sits inside an `#if` clause.
    public let conditional: Bool

    public init(rule: RuleID, file: String, line: Int, message: String, conditional: Bool = false) {
        self.rule = rule
        self.file = file
        self.line = line
        self.message = message
        self.conditional = conditional
    }

    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.file, lhs.line, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.rule, rhs.message)
    }
}
