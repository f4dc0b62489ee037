/// The one rule for text that reaches a terminal from outside the game's own words — a career file, a save,
/// the command line, an error from SQLite or the system: no control character (an escape sequence's ESC, BEL,
/// a line break that forges a second line) and no invisible formatting character that reorders or hides what
/// follows (a right-to-left override, a zero-width space) ever reaches it. Screens, commands, tools and the
/// career file's content rules all apply this one list.
public enum PrintableText {
    /// The scalars that never reach a terminal: C0 controls, DEL and C1 controls, then the zero-width and
    /// direction marks, the bidirectional embeddings and overrides, the invisible operators and isolates, and
    /// the byte-order mark.
    public static let forbiddenRanges: [ClosedRange<UInt32>] = [
        0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF...0xFEFF,
    ]

    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        forbiddenRanges.contains { $0.contains(scalar.value) }
    }

    public static func containsForbidden(_ text: String) -> Bool {
        if isPrintableASCII(text.utf8) { return false }
        return text.unicodeScalars.contains(where: isForbidden)
    }

    /// The same test of text given as UTF-8 bytes (a value where SQLite holds it), decoded only when it is not
    /// printable ASCII.
    public static func containsForbidden(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if isPrintableASCII(bytes) { return false }
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.contains(where: isForbidden)
    }

    /// Nearly all text is printable ASCII: one byte test each, before any scalar is decoded.
    private static func isPrintableASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { (0x20..<0x7F).contains($0) }
    }

    /// `text` with every forbidden scalar shown as `replacement`.
    public static func printable(_ text: String, replacement: Unicode.Scalar = "?") -> String {
        guard containsForbidden(text) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isForbidden($0) ? replacement : $0 }))
    }

    /// A message or a value as one printable line: line breaks join the non-blank parts with `; `.
    public static func oneLine(_ text: String) -> String {
        printable(text.split(whereSeparator: \.isNewline)
            .map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
            .filter { !$0.isEmpty }
            .joined(separator: "; "))
    }

    /// A value from a file quoted in a reason: clipped to `limit` characters (the cut marked `…`), printable.
    public static func quoted(_ text: String, limit: Int = 40) -> String {
        printable(text.count > limit ? String(text.prefix(limit - 1)) + "…" : text)
    }
}
