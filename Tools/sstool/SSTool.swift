import ArgumentParser
import Foundation

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
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
