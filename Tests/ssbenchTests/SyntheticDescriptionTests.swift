import ArchitectureAudit
import Foundation
import Testing
@testable import ssbench

struct SyntheticDescriptionTests {
    private let package = SyntheticPackage(units: 2, filesPerTarget: 2)

    @Test func descriptionDecodesAsThePackageGraphOfThePackage() throws {
        let graph = try PackageGraph(describeJSON: SyntheticDescription.json(of: package))
        let memberships = package.productMemberships()
        #expect(graph.targets.map(\.name) == package.targets.map(\.name))
        for (decoded, target) in zip(graph.targets, package.targets) {
            #expect(decoded.path == target.path)
            #expect(decoded.type == target.kind.rawValue)
            #expect(decoded.sources == target.files)
            #expect(decoded.targetDependencies == target.dependencies)
            #expect(decoded.productDependencies == target.productDependencies)
            #expect(decoded.productMemberships == memberships[target.name, default: []].sorted())
        }
        #expect(graph.products == package.products.map { PackageGraph.Product(name: $0.name, targets: $0.targets) })
    }

    @Test func writtenPackageAuditsClean() throws {
        try withWrittenPackage { root, description in
            let report = try ArchitectureAuditor().audit(packageRoot: root, describeJSON: description)
            #expect(report.violations == [])
        }
    }

    /// The clean report above means something only if the audit reads the written tree.
    @Test func strayFileInTheWrittenPackageIsFlagged() throws {
        try withWrittenPackage { root, description in
            let folder = root.appendingPathComponent("Modules/Domain/Stray", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "struct Stray {}\n".write(to: folder.appendingPathComponent("Stray.swift"), atomically: false,
                                          encoding: .utf8)
            let report = try ArchitectureAuditor().audit(packageRoot: root, describeJSON: description)
            #expect(report.violations.map(\.rule) == [.orphanSourceFolder])
            #expect(report.violations.map(\.file) == ["Modules/Domain/Stray/Stray.swift"])
        }
    }

    private func withWrittenPackage(_ body: (URL, Data) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("ssbenchTests-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let description = try SyntheticPackageWriter.write(package, to: root)
        #expect(try Data(contentsOf: root.appendingPathComponent("describe.json")) == description)
        try body(root, description)
    }
}
