import ArgumentParser
import Foundation
import PrintableText

/// `sstool`: developer and CI tooling around the game — save files and the architecture audit.
@main
struct SSTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sstool",
        abstract: "SuperSoccer tools: compressed save files and the architecture audit.",
        subcommands: [SaveCommand.self, AuditCommand.self]
    )

    /// Like ArgumentParser's own `main`, except that usage errors exit with 2 (the audit's contract)
    /// instead of 64.
    static func main() async {
        // Past a file-size limit a write must fail with its error (reported in one line, partial files removed),
        // not kill the process with only the shell's message.
        signal(SIGXFSZ, SIG_IGN)
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            guard code != .success else {
                print(fullMessage(for: error))
                return
            }
            // The message may quote what was typed or read from a file: it is printed as one printable line,
            // followed by the usage ArgumentParser adds to a usage error.
            let message = message(for: error)
            var lines = message.isEmpty ? [] : ["Error: \(PrintableText.oneLine(message))"]
            let full = fullMessage(for: error)
            if code == .validationFailure, full.hasPrefix("Error: \(message)") {
                lines += full.dropFirst("Error: \(message)".count).split(separator: "\n").map {
                    PrintableText.printable(String($0))
                }
            }
            if !lines.isEmpty { FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8)) }
            // Usage errors exit with 2, the audit's contract.
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
