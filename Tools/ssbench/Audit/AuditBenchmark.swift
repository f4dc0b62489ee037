import ArchitectureAudit
import Foundation

/// The audit of this repository beside `swift package describe --type json` alone (target: it adds
/// under 1 s), and the audit of a generated package against one ten times its size (target: time
/// grows at most linearly, ≤ 10×).
struct AuditBenchmark: Benchmark {
    let name = "audit"

    enum Operation: Hashable {
        case describe, audit, auditGivenDescription, smallPackage, largePackage
    }

    func run(in context: BenchmarkContext) async throws -> [Figure] {
        let rounds = Rounds(repetitions: context.scale.repetitions)
        context.log("audit: timing describe and audit of \(context.packageRoot.path), \(rounds.repetitions) rounds")
        let repository = try rounds.run(repositoryOperations(context.packageRoot))

        // Two slices of twelve files per target are about this repository's size (36 targets, 432 files).
        let unitsSmall = context.scale.pick(full: 2, smoke: 1)
        let files = context.scale.pick(full: 12, smoke: 4)
        let small = try SyntheticSample(units: unitsSmall, filesPerTarget: files, in: context.workDirectory)
        let large = try SyntheticSample(units: unitsSmall * 10, filesPerTarget: files, in: context.workDirectory)
        context.log("audit: timing generated packages of \(small.package.targets.count) and \(large.package.targets.count) targets")
        let operations: [TimedOperation<Operation>] = [(.smallPackage, small.audit), (.largePackage, large.audit)]
        let synthetic = try rounds.run(operations)
        return figures(repository, synthetic, small: small.package, large: large.package)
    }

    private func repositoryOperations(_ root: URL) throws -> [TimedOperation<Operation>] {
        let description = try PackageDescriber.describe(packageRoot: root)
        let auditor = ArchitectureAuditor()
        return [
            (.describe, { try measure { _ = try PackageDescriber.describe(packageRoot: root) } }),
            (.audit, { try measure { _ = try auditor.audit(packageRoot: root) } }),
            (.auditGivenDescription, { try measure { _ = try auditor.audit(packageRoot: root, describeJSON: description) } }),
        ]
    }

    private func figures(_ repository: Samples<Operation>, _ synthetic: Samples<Operation>,
                         small: SyntheticPackage, large: SyntheticPackage) -> [Figure] {
        let describe = Figure.Baseline(name: "swift package describe", value: repository.median(.describe))
        func size(_ package: SyntheticPackage) -> String {
            "\(package.targets.count) targets, \(package.fileCount) files"
        }
        return [
            Figure(benchmark: name, id: "added-to-describe", label: "added to describe",
                   value: repository.added(.audit, over: .describe), baseline: describe, target: .valueAtMost(1.0)),
            Figure(benchmark: name, id: "audit", label: "audit incl. describe", value: repository.median(.audit),
                   baseline: describe),
            Figure(benchmark: name, id: "audit-given-description", label: "audit, description given",
                   value: repository.median(.auditGivenDescription), baseline: describe),
            Figure(benchmark: name, id: "scaling-10x", label: "10× package (\(size(large)))",
                   value: synthetic.median(.largePackage),
                   baseline: .init(name: "1× package (\(size(small)))", value: synthetic.median(.smallPackage)),
                   target: .ratioAtMost(10)),
        ]
    }
}

/// A generated package on disk, ready to audit with its generated description.
private struct SyntheticSample {
    let package: SyntheticPackage
    let root: URL
    let description: Data

    init(units: Int, filesPerTarget: Int, in directory: URL) throws {
        package = SyntheticPackage(units: units, filesPerTarget: filesPerTarget)
        root = directory.appendingPathComponent("synthetic-\(units)", isDirectory: true)
        description = try SyntheticPackageWriter.write(package, to: root)
        // A generator that broke the layer rules would time the reporting of violations instead.
        let report = try ArchitectureAuditor().audit(packageRoot: root, describeJSON: description)
        if let first = report.violations.first {
            throw BenchmarkError("the generated package breaks the layer rules (\(report.violations.count) violations), "
                                 + "first: \(first.file):\(first.line): [\(first.rule.rawValue)] \(first.message)")
        }
    }

    func audit() throws -> Duration {
        try measure { _ = try ArchitectureAuditor().audit(packageRoot: root, describeJSON: description) }
    }
}
