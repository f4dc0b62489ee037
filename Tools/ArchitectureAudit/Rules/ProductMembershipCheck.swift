/// `test-code-in-product`: a Mocks or TestSupport module linked into an executable or library product.
struct ProductMembershipCheck: AuditCheck {
    func violations(in context: AuditContext) -> [Violation] {
        // A plain loop: Swift 6.3.1 crashes in release builds (CopyPropagation ownership error)
        // on `layer.map(testOnlyLayers.contains)` inside a filter closure.
        var violations: [Violation] = []
        for target in context.targets where Self.isTestCode(target, context.table) {
            for product in target.target.productMemberships.sorted() {
                violations.append(context.manifestViolation(
                    .testCodeInProduct, target: target.name,
                    "\(target.name) is test code but is linked into product \(product)"))
            }
        }
        return violations
    }

    /// A target in one of the table's test-only layers, or any `…Mocks` target.
    private static func isTestCode(_ target: AuditedTarget, _ table: LayerTable) -> Bool {
        if target.name.hasSuffix("Mocks") { return true }
        guard let layer = target.layer else { return false }
        return table.testOnlyLayers.contains(layer)
    }
}
