import Foundation

/// One line of progress for a long headless run (`simulate`, `advance --seasons`), rewritten in place on stderr,
/// and only when stderr is a terminal: never in stdout, so `--json` and pipes stay clean.
struct ProgressLine: Sendable {
    private let write: (@Sendable (String) -> Void)?

    /// Writes to stderr when it is a terminal, else nowhere.
    static var standardError: ProgressLine {
        guard isatty(STDERR_FILENO) == 1 else { return silent }
        return ProgressLine { text in FileHandle.standardError.write(Data(text.utf8)) }
    }

    static let silent = ProgressLine(write: nil)

    init(write: (@Sendable (String) -> Void)?) {
        self.write = write
    }

    /// Replaces the line with `text`.
    func show(_ text: String) {
        write?("\r\u{1B}[K" + text)
    }

    /// Clears the line once the run is done, before its result is printed.
    func clear() {
        write?("\r\u{1B}[K")
    }
}
