import Navigation

/// Parses script-mode lines (`up`, `enter`, `type:Some text`, a single character …) into keys.
package enum ScriptInput {
    package enum ParseError: Error, Equatable, CustomStringConvertible {
        case unknown(line: Int, text: String)

        package var description: String {
            switch self {
            case .unknown(let line, let text):
                "script line \(line): unknown input '\(text)' (use up, down, left, right, enter, esc, tab, backspace, a single character or type:TEXT)"
            }
        }
    }

    private static let named: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "enter": .enter, "esc": .escape, "escape": .escape, "tab": .tab, "backtab": .backtab, "backspace": .backspace,
        "space": .character(" "),
    ]

    /// One key per non-empty line; lines starting with `#` are comments.
    package static func parse(_ script: String) throws(ParseError) -> [Key] {
        var keys: [Key] = []
        // `\r\n` is one Character in Swift, so split on any newline rather than on "\n".
        for (index, rawLine) in script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = String(rawLine)
            if line.isEmpty || line.hasPrefix("#") { continue }
            keys.append(try parseLine(line, number: index + 1))
        }
        return keys
    }

    static func parseLine(_ line: String, number: Int) throws(ParseError) -> Key {
        if line.hasPrefix("type:") { return .text(String(line.dropFirst(5))) }
        if let key = named[line.lowercased()] { return key }
        if line.count == 1, let character = line.first { return .character(character) }
        throw .unknown(line: number, text: line)
    }
}
