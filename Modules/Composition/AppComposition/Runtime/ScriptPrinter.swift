/// Script mode's output: every frame as plain text, starting with `=== <screen title>`.
/// Trailing spaces are cut and runs of blank lines collapse to one, so transcripts diff cleanly.
@MainActor
final class ScriptPrinter: FrameSink {
    let size = (width: RuntimeKeys.minimumWidth, height: RuntimeKeys.minimumHeight)
    let colored = false
    private let write: (String) -> Void

    init(write: @escaping (String) -> Void) {
        self.write = write
    }

    func show(title: String, lines: [String]) {
        var output = ["=== \(title)"]
        for line in lines {
            let trimmed = String(line.reversed().drop(while: { $0 == " " }).reversed())
            if trimmed.isEmpty, output.last?.isEmpty == true { continue }
            output.append(trimmed)
        }
        write(output.joined(separator: "\n"))
    }
}
