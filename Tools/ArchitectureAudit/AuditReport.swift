/// What one audit found: every violation, sorted by place.
public struct AuditReport: Equatable, Sendable {
    public let violations: [Violation]

    public init(violations: [Violation]) {
        self.violations = Set(violations).sorted()
    }

    public var isClean: Bool { violations.isEmpty }

    /// Every rule id with the number of its violations, zero included.
    public var counts: [RuleID: Int] {
        Dictionary(uniqueKeysWithValues: RuleID.allCases.map { rule in
            (rule, violations.count { $0.rule == rule })
        })
    }
}
