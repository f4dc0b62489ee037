import DesignSystem

/// Script mode's output: every frame as plain text, starting with `=== <screen title>`.
/// Trailing spaces are cut and runs of blank lines collapse to one, so transcripts diff cleanly.
@MainActor
package final class ScriptPrinter: FrameSink {
    package let size = (width: RuntimeKeys.minimumWidth, height: RuntimeKeys.minimumHeight)
    package let colored = false
    private let write: (String) -> Void

    package init(write: @escaping (String) -> Void) {
        self.write = write
    }

    package func show(title: String, lines: [String]) {
        var output = ["=== \(title)"]
        for line in lines {
            let trimmed = String(TerminalText.sanitized(line).reversed().drop(while: { $0 == " " }).reversed())
            if trimmed.isEmpty, output.last?.isEmpty == true { continue }
            output.append(trimmed)
        }
        write(output.joined(separator: "\n"))
    }
}
