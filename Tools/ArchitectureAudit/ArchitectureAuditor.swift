import Foundation

/// Runs every rule of the audit over one package.
public struct ArchitectureAuditor: Sendable {
    public let table: LayerTable

    public init(table: LayerTable = .superSoccer) {
        self.table = table
    }

    /// Audits the package at `packageRoot`. `describeJSON` stands in for running
    /// `swift package describe --type json` (tests and callers that already have it).
    public func audit(packageRoot: URL, describeJSON: Data? = nil) throws(AuditError) -> AuditReport {
        let manifestURL = packageRoot.appendingPathComponent("Package.swift")
        guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw .packageNotFound(packageRoot.path)
        }
        let graph = if let describeJSON {
            try PackageGraph(describeJSON: describeJSON)
        } else {
            try PackageGraph(describeJSON: PackageDescriber.describe(packageRoot: packageRoot))
        }
        let context = AuditContext(
            table: table, graph: graph, imports: try Self.importsByTarget(graph, packageRoot: packageRoot),
            manifest: ManifestLocator(manifestSource: manifest),
            swiftFilesOnDisk: SwiftFileFinder.swiftFiles(under: table.sourceRoots, packageRoot: packageRoot)
        )
        return AuditReport(violations: Self.checks.flatMap { $0.violations(in: context) })
    }

    static let checks: [any AuditCheck] = [
        LayerMatrixCheck(), UndeclaredImportCheck(), UnusedDependencyCheck(), TestableImportCheck(),
        ProductMembershipCheck(), FeatureCompanionCheck(), OrphanFolderCheck(), LayerCycleCheck(),
        UnlayeredTargetCheck(),
    ]

    private static func importsByTarget(
        _ graph: PackageGraph, packageRoot: URL
    ) throws(AuditError) -> [String: [SourceImport]] {
        let files = graph.targets.flatMap { target in target.swiftSources.map { (target: target.name, file: $0) } }
        let parsed = ConcurrentMap.map(files) { entry in
            Result { () throws(AuditError) in try imports(inFile: entry.file, packageRoot: packageRoot) }
        }
        var byTarget: [String: [SourceImport]] = [:]
        for (entry, result) in zip(files, parsed) {
            byTarget[entry.target, default: []] += try result.get()
        }
        return byTarget
    }

    private static func imports(inFile file: String, packageRoot: URL) throws(AuditError) -> [SourceImport] {
        guard let source = try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8) else {
            throw .unreadableSource(file)
        }
        return ImportScanner.imports(inSource: source).map { SourceImport(file: file, declaration: $0) }
    }
}
