import Glibc

/// Draws frames on the real terminal: home the cursor, write every line, clear what is left.
@MainActor
package final class TerminalDisplay: FrameSink {
    package let colored: Bool

    package init(colored: Bool) {
        self.colored = colored
    }

    package var size: (width: Int, height: Int) { RawTerminal.size() }

    package func show(title: String, lines: [String]) {
        let frame = "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
        frame.withCString { _ = write(STDOUT_FILENO, $0, strlen($0)) }
    }
}
