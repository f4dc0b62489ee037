/// A check over the whole package. One check may report under several related rule ids.
protocol AuditCheck: Sendable {
    func violations(in context: AuditContext) -> [Violation]
}
