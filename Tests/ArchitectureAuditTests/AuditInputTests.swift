import ArchitectureAudit
import Foundation
import Testing

struct AuditInputTests {
    /// The checked-in descriptions are what `swift package describe` says today (minus the
    /// machine's absolute path), so the corpus cannot drift from its manifests.
    @Test(arguments: Fixture.all)
    func describerMatchesTheCheckedInDescription(_ name: String) throws {
        let fixture = Fixture(name: name)
        let live = try PackageGraph(describeJSON: PackageDescriber.describe(packageRoot: fixture.root))
        #expect(live == (try PackageGraph(describeJSON: fixture.describeJSON)))
        #expect(!live.targets.isEmpty)
    }

    @Test func describingAFolderWithoutManifestFails() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-package-\(UUID().uuidString)")
        #expect(throws: AuditError.self) { try PackageDescriber.describe(packageRoot: empty) }
    }

    @Test func missingManifestIsAnInputError() {
        let root = Fixture.folder.appendingPathComponent("NoSuchFixture")
        #expect(throws: AuditError.packageNotFound(root.path)) {
            try ArchitectureAuditor().audit(packageRoot: root, describeJSON: Data("{}".utf8))
        }
    }

    @Test func malformedDescriptionIsAnInputError() throws {
        let error = #expect(throws: AuditError.self) {
            try ArchitectureAuditor().audit(packageRoot: Fixture(name: "Clean").root, describeJSON: Data("[1]".utf8))
        }
        guard case .invalidDescription(let message) = error else {
            Issue.record("expected invalidDescription, got \(String(describing: error))")
            return
        }
        #expect(!message.contains("\n"))
    }

    @Test func sourceListedButMissingIsAnInputError() throws {
        let graph = """
            {"targets":[{"name":"GameModels","path":"Modules/Domain/GameModels","type":"library",
              "sources":["Gone.swift"]}],"products":[]}
            """
        #expect(throws: AuditError.unreadableSource("Modules/Domain/GameModels/Gone.swift")) {
            try ArchitectureAuditor().audit(packageRoot: Fixture(name: "Clean").root, describeJSON: Data(graph.utf8))
        }
    }
}
