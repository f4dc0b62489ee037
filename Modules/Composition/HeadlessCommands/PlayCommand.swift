import AppComposition
import ArgumentParser
import Foundation
import GameTerminal
import Navigation

/// `supersoccer play`: the full-screen game, or script mode when input is not a terminal.
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play the game (the default). Reads a script when input is not a terminal or with --script."
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "Read inputs from FILE, one per line (up, down, left, right, enter, esc, tab, a character, type:TEXT), and print every screen.")
    var script: String?

    @Option(help: "World seed for new careers (default: a random one).")
    var seed: UInt64?

    @MainActor
    func run() async throws {
        let directory = try data.prepared()
        let container = DependencyContainer(dataDirectory: directory, seed: seed)
        defer { container.close() }
        if let script {
            guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
                throw CommandFailure("cannot read script file \(script)")
            }
            await GameSession.play(container: container, input: .script(try parse(text)))
        } else if RawTerminal.isInteractive {
            let colored = ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
            await GameSession.play(container: container, input: .terminal(colored: colored))
        } else {
            let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            await GameSession.play(container: container, input: .script(try parse(text)))
        }
    }

    private func parse(_ text: String) throws -> [Key] {
        do {
            return try ScriptInput.parse(text)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
