import PrintableText

/// The last step of every line on its way to a terminal (the game's frames, script mode's transcript): whatever a
/// screen was given — a name from a career file that got past every check included — no control character but the
/// theme's own colours reaches the terminal. Anything else forbidden (`PrintableText`) prints as `?`.
public enum TerminalText {
    public static func sanitized(_ line: String) -> String {
        guard PrintableText.containsForbidden(line) else { return line }
        var output = String.UnicodeScalarView()
        var rest = line.unicodeScalars[...]
        while let scalar = rest.first {
            if scalar == "\u{1B}", let own = Theme.sequences.first(where: { rest.starts(with: $0.unicodeScalars) }) {
                output.append(contentsOf: own.unicodeScalars)
                rest = rest.dropFirst(own.unicodeScalars.count)
                continue
            }
            output.append(PrintableText.isForbidden(scalar) ? "?" : scalar)
            rest = rest.dropFirst()
        }
        return String(output)
    }
}
