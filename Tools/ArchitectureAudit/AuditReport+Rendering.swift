import Foundation

extension AuditReport {
    /// The report as `sstool audit` prints it, ending with a newline.
    public func rendered(as format: ReportFormat) -> String {
        switch format {
        case .text:
            (violations.map { "\($0.file):\($0.line): [\($0.rule.rawValue)] \($0.message)" } + summary)
                .joined(separator: "\n") + "\n"
        case .github:
            (violations.map(Self.annotation) + summary).joined(separator: "\n") + "\n"
        case .json:
            json + "\n"
        }
    }

    /// A count per rule, in the order of `RuleID.allCases`, then the total.
    private var summary: [String] {
        let counts = counts
        let total = violations.count
        return RuleID.allCases.map { "\($0.rawValue): \(counts[$0] ?? 0)" }
            + ["\(total) violation\(total == 1 ? "" : "s")"]
    }

    private static func annotation(_ violation: Violation) -> String {
        "::error file=\(escapeProperty(violation.file)),line=\(violation.line),"
            + "title=\(escapeProperty(violation.rule.rawValue))::\(escapeData(violation.message))"
    }

    /// GitHub's workflow-command escaping for the message part.
    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's workflow-command escaping for `key=value` properties.
    private static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }

    private var json: String {
        let document = JSONReport(
            violations: violations.map {
                .init(rule: $0.rule.rawValue, file: $0.file, line: $0.line, message: $0.message,
                      conditional: $0.conditional)
            },
            counts: Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) })
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, integers and booleans cannot fail.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The stable JSON schema of `--format json`.
struct JSONReport: Codable, Equatable {
    struct Entry: Codable, Equatable {
        let rule: String
        let file: String
        let line: Int
        let message: String
        let conditional: Bool
    }

    let violations: [Entry]
    let counts: [String: Int]
}
