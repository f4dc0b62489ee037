import ArchitectureAudit
import Foundation
import Testing

/// Modules/ARCHITECTURE.md names every module and data slice as the code has them.
struct ArchitectureDocumentTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let document = (try? String(contentsOf: root.appendingPathComponent("Modules/ARCHITECTURE.md"),
                                               encoding: .utf8)) ?? ""

    @Test func theLayerTableNamesEveryModuleOfThePackage() throws {
        let graph = try PackageGraph(describeJSON: PackageDescriber.describe(packageRoot: Self.root))
        // Features and their mocks are named by pattern (`<Name>Feature`).
        let modules = Set(graph.targets.filter { !$0.isTest }.map(\.name)
            .filter { !$0.hasSuffix("Feature") && !$0.hasSuffix("FeatureMocks") })
        let section = Self.section(from: "## 2.", to: "## 3.")
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") }
        let names: [String] = rows.flatMap { row -> [String] in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false)
            return cells.count > 2 ? Self.quoted(in: String(cells[2])) : []
        }
        let documented = Set(names.filter { !$0.contains("<") })
        let stray = documented.subtracting(modules).sorted()
        let missing = modules.subtracting(documented).sorted()
        #expect(stray.isEmpty, "documented, not in Package.swift: \(stray)")
        #expect(missing.isEmpty, "in Package.swift, not documented: \(missing)")
    }

    @Test func theDataSlicesAreTheProtocolsOfTheCode() throws {
        let row = Self.document.split(separator: "\n").first { $0.hasPrefix("| Data slices |") }.map(String.init) ?? ""
        let documented = Set(Self.quoted(in: row).filter { $0.hasSuffix("DataManaging") && $0 != "DataManaging" })
        var declared = Set<String>()
        let files = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent("Modules").path)
        while let file = files?.nextObject() as? String {
            guard file.hasSuffix(".swift"),
                  let source = try? String(contentsOf: Self.root.appendingPathComponent("Modules/\(file)"), encoding: .utf8)
            else { continue }
            for match in source.matches(of: /protocol (\w+DataManaging)\b/) { declared.insert(String(match.1)) }
        }
        #expect(!declared.isEmpty)
        #expect(documented == declared, "documented \(documented.sorted()), declared \(declared.sorted())")
    }

    /// Issue #39: the document once named slice folders that did not exist (League in Persistence, Player in
    /// CareerUseCases).
    @Test(arguments: ["Persistence", "CareerUseCases"])
    func theSliceFoldersAreTheFoldersOfTheCode(module: String) throws {
        let text = Self.document.replacingOccurrences(of: "\n  ", with: " ")
        let line = try #require(text.range(of: "\(module) folders: ").map { text[$0.upperBound...] }
            .map { String($0.prefix { $0 != "." }) })
        let documented = Self.quoted(in: line)
        let folder = Self.root.appendingPathComponent("Modules/Data/\(module)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        #expect(documented == folders.sorted(), "documented \(documented), on disk \(folders.sorted())")
    }

    private static func section(from start: String, to end: String) -> String {
        guard let lower = document.range(of: start), let upper = document.range(of: end, range: lower.upperBound..<document.endIndex)
        else { return "" }
        return String(document[lower.upperBound..<upper.lowerBound])
    }

    /// The names in backticks in `text`.
    private static func quoted(in text: String) -> [String] {
        text.matches(of: /`([^`]+)`/).map { String($0.1) }
    }
}
