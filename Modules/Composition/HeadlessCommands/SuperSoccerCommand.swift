import ArgumentParser
import Foundation
import PrintableText

/// `supersoccer`: plays the game by default; the other commands work without the UI.
public struct SuperSoccerCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "supersoccer",
        abstract: "A retro soccer-management career game for the terminal.",
        subcommands: [PlayCommand.self, NewCareerCommand.self, CareersCommand.self, AdvanceCommand.self,
                      TableCommand.self, HistoryCommand.self, InboxCommand.self, FinancesCommand.self,
                      BoardCommand.self, TransfersCommand.self, CupCommand.self, LeadersCommand.self,
                      SimulateCommand.self],
        defaultSubcommand: PlayCommand.self
    )

    public init() {}

    /// Runs the command line. Bad input ends with one line on stderr (no usage dump) and a non-zero exit;
    /// `--help` still prints the full help.
    public static func runCommandLine() async {
        // Past a file-size limit a write must fail with its error (reported in one line, partial files removed),
        // not kill the process with only the shell's message.
        signal(SIGXFSZ, SIG_IGN)
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
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
            if let line = errorLine(for: error) {
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// `Error: …` with ArgumentParser's own wording, or nil for a bare exit code. The message may quote what was
    /// typed (a slot, a player id, an option): it is printed as one printable line.
    static func errorLine(for error: any Error) -> String? {
        let message = PrintableText.oneLine(message(for: error))
        return message.isEmpty ? nil : "Error: \(message)"
    }
}
