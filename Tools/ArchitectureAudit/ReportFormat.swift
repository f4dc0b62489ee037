/// The output formats of `sstool audit`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// `path:line: [rule-id] message` lines, then a count per rule.
    case text
    /// `{"violations":[{"rule","file","line","message","conditional"}],"counts":{…}}`.
    case json
    /// GitHub Actions `::error` annotations, then a count per rule.
    case github
}
