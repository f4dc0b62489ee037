import GameTerminal
import Navigation

/// Plays the game: wires the container, the runtime and the root coordinator, then runs the loop.
@MainActor
package enum GameSession {
    package enum Input {
        case terminal(colored: Bool)
        case script([Key])
    }

    /// Runs until quit or end of input; `write` receives script-mode frames.
    package static func play(container: DependencyContainer, input: Input,
                     write: @escaping (String) -> Void = { print($0) }) async {
        let runtime: TerminalRuntime
        switch input {
        case .terminal(let colored):
            runtime = TerminalRuntime(keys: TerminalKeySource(), sink: TerminalDisplay(colored: colored))
            RawTerminal.enable()
        case .script(let keys):
            runtime = TerminalRuntime(keys: ScriptKeySource(keys: keys), sink: ScriptPrinter(write: write))
        }
        defer { RawTerminal.restore() }
        let root = RootCoordinator(navigation: runtime.navigation, interactorFactory: container.interactorFactory,
                                   dataManager: container.dataManager, exporter: container.saveTransfer, onQuit: { runtime.requestQuit() })
        root.start()
        await runtime.run()
    }
}
