import ArchitectureAudit
import Foundation

/// A fixture package under `Fixtures/`, audited with its checked-in `describe.json`.
struct Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let all = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []

    let name: String

    var root: URL { Self.folder.appendingPathComponent(name) }

    var describeJSON: Data {
        get throws { try Data(contentsOf: root.appendingPathComponent("describe.json")) }
    }

    func audit() throws -> AuditReport {
        try ArchitectureAuditor().audit(packageRoot: root, describeJSON: describeJSON)
    }
}

/// The part of a violation the corpus tests pin down: which rule, where.
struct Place: Hashable, CustomStringConvertible {
    let rule: RuleID
    let file: String
    let line: Int

    init(_ rule: RuleID, _ file: String, _ line: Int) {
        self.rule = rule
        self.file = file
        self.line = line
    }

    init(_ violation: Violation) {
        self.init(violation.rule, violation.file, violation.line)
    }

    var description: String { "\(file):\(line) [\(rule.rawValue)]" }
}
