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

    /// Like ArgumentParser's own `main`, except that every error is one printable line on standard error, and a
    /// usage error exits with 1 as every other refusal of `save` does (2 for `audit`: its contract keeps 1 for a
    /// violation).
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
            // The message may quote what was typed or read from a file: it is printed as one printable line.
            let message = PrintableText.oneLine(message(for: error))
            if !message.isEmpty { FileHandle.standardError.write(Data("Error: \(message)\n".utf8)) }
            let audit = CommandLine.arguments.dropFirst().first == AuditCommand.configuration.commandName
            Foundation.exit(code == .validationFailure ? (audit ? 2 : 1) : code.rawValue)
        }
    }
}
