import DesignSystem
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
        Self.frame(lines).withCString { _ = write(STDOUT_FILENO, $0, strlen($0)) }
    }

    /// What is written for `lines`: each made safe for the terminal (`TerminalText`), then the display's own moves.
    static func frame(_ lines: [String]) -> String {
        "\u{1B}[H" + lines.map { TerminalText.sanitized($0) + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
    }
}
