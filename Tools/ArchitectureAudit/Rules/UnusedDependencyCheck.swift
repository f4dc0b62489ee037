/// `unused-dependency`: a declared target or product dependency that no file of the target imports.
struct UnusedDependencyCheck: AuditCheck {
    func violations(in context: AuditContext) -> [Violation] {
        context.targets.flatMap { target -> [Violation] in
            // A target without Swift sources (a system library) has nothing that could import.
            guard !target.target.swiftSources.isEmpty else {
                return []
            }
            let imported = Set(target.imports.map(\.declaration.module))
            let dependencies = target.target.targetDependencies.map { ($0, [$0]) }
                + target.target.productDependencies.map { ($0, context.modules(ofProduct: $0)) }
            return dependencies
                .filter { _, modules in imported.isDisjoint(with: modules) }
                .map { dependency, _ in
                    context.manifestViolation(.unusedDependency, target: target.name,
                                              "\(target.name) declares a dependency on \(dependency) but no file imports it")
                }
        }
    }
}
