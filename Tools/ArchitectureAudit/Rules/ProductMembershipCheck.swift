/// `test-code-in-product`: a Mocks or TestSupport module linked into an executable or library product.
struct ProductMembershipCheck: AuditCheck {
    func violations(in context: AuditContext) -> [Violation] {
        context.targets
            .filter { target in
                target.layer.map(context.table.testOnlyLayers.contains) == true || target.name.hasSuffix("Mocks")
            }
            .flatMap { target in
                target.target.productMemberships.sorted().map { product in
                    context.manifestViolation(.testCodeInProduct, target: target.name,
                                              "\(target.name) is test code but is linked into product \(product)")
                }
            }
    }
}
