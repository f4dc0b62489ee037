/// Everything the rules read: the table, the targets with their imports, the manifest and the
/// Swift files on disk.
struct AuditContext: Sendable {
    let table: LayerTable
    /// Sorted by name.
    let targets: [AuditedTarget]
    let targetsByName: [String: AuditedTarget]
    let manifest: ManifestLocator
    /// Swift files under the table's source roots, relative to the package root.
    let swiftFilesOnDisk: [String]

    init(table: LayerTable, graph: PackageGraph, imports: [String: [SourceImport]],
         manifest: ManifestLocator, swiftFilesOnDisk: [String]) {
        self.table = table
        self.targets = graph.targets
            .map { AuditedTarget(target: $0, row: table.row(forTarget: $0.name, path: $0.path),
                                 imports: imports[$0.name] ?? []) }
            .sorted { $0.name < $1.name }
        self.targetsByName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.manifest = manifest
        self.swiftFilesOnDisk = swiftFilesOnDisk
    }

    /// Declared dependencies and imports of a target; toolchain modules and self-imports left out.
    func edges(of target: AuditedTarget) -> [DependencyEdge] {
        let declared = declaredModules(of: target).sorted()
            .map { DependencyEdge(from: target, module: $0, site: .manifest) }
        let imported = target.imports
            .filter { $0.declaration.module != target.name }
            .map { DependencyEdge(from: target, module: $0.declaration.module, site: .source($0)) }
        return (declared + imported).filter { !table.toolchainModules.contains($0.module) }
    }

    /// The modules a product dependency provides; products of this package's dependencies are
    /// named after their module.
    func modules(ofProduct product: String) -> [String] {
        [product]
    }

    /// The modules a target may import because its manifest entry names them.
    func declaredModules(of target: AuditedTarget) -> Set<String> {
        Set(target.target.targetDependencies + target.target.productDependencies.flatMap(modules(ofProduct:)))
    }

    /// A violation at the manifest line that declares `target`.
    func manifestViolation(_ rule: RuleID, target: String, _ message: String) -> Violation {
        Violation(rule: rule, file: "Package.swift", line: manifest.line(ofTarget: target), message: message)
    }

    /// A violation where the edge is: the import line, or the target's manifest line.
    func violation(_ rule: RuleID, at edge: DependencyEdge, _ message: String) -> Violation {
        guard let sourceImport = edge.sourceImport else {
            return manifestViolation(rule, target: edge.from.name, message + " (declared in Package.swift)")
        }
        let declaration = sourceImport.declaration
        let condition = declaration.isConditional
            ? " (inside \(declaration.conditions.joined(separator: ", ")))" : ""
        return Violation(rule: rule, file: sourceImport.file, line: declaration.line,
                         message: message + condition, conditional: declaration.isConditional)
    }
}

extension AuditContext {
    /// What `target` may import; `nil` for a target the table has no row for.
    func allowance(for target: AuditedTarget) -> ImportAllowance? {
        target.row.map { ImportAllowance(for: target.name, row: $0, rowOf: { targetsByName[$0]?.row }) }
    }
}
