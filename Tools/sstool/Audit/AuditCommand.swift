import ArchitectureAudit
import ArgumentParser
import Foundation

/// `sstool audit`: checks the package against the layer table of ARCHITECTURE.md §2.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check the package's module boundaries against the layer table.",
        discussion: "Exit status: 0 on a clean tree, 1 on any violation, 2 when the package or its description cannot be read."
    )

    @Option(name: .long, help: "The package to audit.")
    var packagePath: String = "."

    @Option(name: .long, help: "Output format.")
    var format: ReportFormat = .text

    @Option(name: .long, help: "Read the package description from this file instead of running `swift package describe`.")
    var describeJSON: String?

    func run() throws {
        let packageRoot = URL(fileURLWithPath: packagePath).standardizedFileURL
        let report: AuditReport
        do {
            let description = try describeJSON.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            report = try ArchitectureAuditor().audit(packageRoot: packageRoot, describeJSON: description)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        print(report.rendered(as: format), terminator: "")
        if !report.isClean {
            throw ExitCode(1)
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
