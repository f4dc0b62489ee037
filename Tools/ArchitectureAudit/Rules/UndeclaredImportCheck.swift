/// `undeclared-import`: every import of a module the target does not declare in Package.swift,
/// including modules that only compile because a declared dependency brings them along.
struct UndeclaredImportCheck: AuditCheck {
    func violations(in context: AuditContext) -> [Violation] {
        context.targets.flatMap { target -> [Violation] in
            let declared = context.declaredModules(of: target)
            return context.edges(of: target).compactMap { edge -> Violation? in
                guard edge.sourceImport != nil, !declared.contains(edge.module),
                      !context.table.isProvidedByToolchain(edge.module) else {
                    return nil
                }
                let through = context.declaredTargets(reaching: edge.module, from: target)
                let reach = through.isEmpty ? "" : ", reaching it only through \(through.joined(separator: ", "))"
                return context.violation(.undeclaredImport, at: edge,
                                         "\(target.name) imports \(edge.module) without declaring it in Package.swift\(reach)")
            }
        }
    }
}

extension AuditContext {
    /// The declared target dependencies of `target` whose own dependency tree holds `module`.
    func declaredTargets(reaching module: String, from target: AuditedTarget) -> [String] {
        target.target.targetDependencies.filter { moduleTree(of: $0).contains(module) }.sorted()
    }

    /// A target and every module it declares, directly or through its dependencies.
    private func moduleTree(of name: String) -> Set<String> {
        var seen: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            guard let target = targetsByName[next] else { continue }
            for module in declaredModules(of: target) where seen.insert(module).inserted {
                pending.append(module)
            }
        }
        return seen
    }
}
