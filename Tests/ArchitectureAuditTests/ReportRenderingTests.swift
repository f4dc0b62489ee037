import ArchitectureAudit
import Foundation
import Testing

struct ReportRenderingTests {
    private let report = AuditReport(violations: [
        Violation(rule: .unusedDependency, file: "Package.swift", line: 9, message: "A declares B, unused"),
        Violation(rule: .layerMatrix, file: "Modules/Domain/X/A.swift", line: 3, message: "A imports 100% C",
                  conditional: true),
    ])

    @Test func textListsViolationsByPlaceThenACountPerRule() {
        let lines = report.rendered(as: .text).split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == [
            "Modules/Domain/X/A.swift:3: [layer-matrix] A imports 100% C",
            "Package.swift:9: [unused-dependency] A declares B, unused",
        ])
        #expect(lines.contains("layer-matrix: 1"))
        #expect(lines.contains("unused-dependency: 1"))
        #expect(lines.contains("layer-cycle: 0"))
        #expect(lines.last == "2 violations")
        #expect(lines.count == 2 + RuleID.allCases.count + 1)
    }

    @Test func githubAnnotationsEscapeTheirPropertiesAndMessage() {
        let lines = report.rendered(as: .github).split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == [
            "::error file=Modules/Domain/X/A.swift,line=3,title=layer-matrix::A imports 100%25 C",
            "::error file=Package.swift,line=9,title=unused-dependency::A declares B, unused",
        ])
    }

    @Test func jsonFollowsTheStableSchema() throws {
        let data = Data(report.rendered(as: .json).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["violations", "counts"])
        let violations = try #require(object["violations"] as? [[String: Any]])
        #expect(violations.count == 2)
        #expect(violations[0]["rule"] as? String == "layer-matrix")
        #expect(violations[0]["file"] as? String == "Modules/Domain/X/A.swift")
        #expect(violations[0]["line"] as? Int == 3)
        #expect(violations[0]["conditional"] as? Bool == true)
        #expect(violations[1]["message"] as? String == "A declares B, unused")
        let counts = try #require(object["counts"] as? [String: Int])
        #expect(counts.count == RuleID.allCases.count)
        #expect(counts["unused-dependency"] == 1 && counts["layer-cycle"] == 0)
    }

    @Test func cleanReportSaysSo() {
        let clean = AuditReport(violations: [])
        #expect(clean.isClean)
        #expect(clean.rendered(as: .text).hasSuffix("unlayered-target: 0\n0 violations\n"))
    }

    @Test func duplicateViolationsAreReportedOnce() {
        let twice = Violation(rule: .layerCycle, file: "Package.swift", line: 1, message: "m")
        #expect(AuditReport(violations: [twice, twice]).violations == [twice])
    }
}
