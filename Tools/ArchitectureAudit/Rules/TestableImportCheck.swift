/// `testable-outside-tests`: `@testable import` in a target that is not a test target.
struct TestableImportCheck: AuditCheck {
    func violations(in context: AuditContext) -> [Violation] {
        context.targets.filter { !$0.target.isTest }.flatMap { target in
            context.edges(of: target)
                .filter { $0.sourceImport?.declaration.isTestable == true }
                .map { context.violation(.testableOutsideTests, at: $0,
                                         "\(target.name) uses @testable import \($0.module) outside a test target") }
        }
    }
}
