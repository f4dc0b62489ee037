import Navigation

/// What the keyboard's bytes mean to the runtime: a key for the screen, or Ctrl-C.
package enum DecodedInput: Equatable {
    case key(Key)
    case interrupt
}

/// Turns the keyboard's byte stream into inputs, however the bytes arrive: several keys in one read (a
/// held arrow key, fast typing, a paste) come out in order; a sequence or a UTF-8 character split across
/// reads waits for the rest; escape sequences the game has no use for (function keys, mouse reports) are
/// skipped whole, never eating the keys after them; a bracketed paste becomes one text input. An Esc with
/// nothing after it stays pending until `flush()` — the caller's short wait for more bytes has passed.
package struct KeyDecoder {
    private var pending: [UInt8] = []
    /// Inside a bracketed paste: what has been pasted so far.
    private var paste: [UInt8]?

    private static let escape: UInt8 = 0x1B
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    /// Whether bytes are waiting for the rest of a sequence, a character or a paste.
    var isWaiting: Bool { !pending.isEmpty || paste != nil }

    /// Everything `bytes` completes, in order.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [DecodedInput] {
        pending.append(contentsOf: bytes)
        var inputs: [DecodedInput] = []
        while let (consumed, input) = next(final: false) {
            pending.removeFirst(consumed)
            if let input { inputs.append(input) }
        }
        return inputs
    }

    /// No more bytes came: a lone Esc is the Esc key; an unfinished sequence or character is dropped, and
    /// an unfinished paste is typed as far as it came.
    mutating func flush() -> [DecodedInput] {
        var inputs: [DecodedInput] = []
        if let text = paste {
            paste = nil
            inputs += Self.pasted(text + pending)
            pending = []
        }
        while let (consumed, input) = next(final: true) {
            pending.removeFirst(consumed)
            if let input { inputs.append(input) }
        }
        pending = []
        return inputs
    }

    /// The input at the head of `pending` and how many bytes it takes; nil when more bytes are needed
    /// (or, `final`, when none are left). A nil input means bytes skipped.
    private mutating func next(final: Bool) -> (Int, DecodedInput?)? {
        if paste != nil { return pasteProgress(final: final) }
        guard let first = pending.first else { return nil }
        switch first {
        case Self.escape: return escapeSequence(final: final)
        case 0x03: return (1, .interrupt)
        case 0x0D, 0x0A: return (1, .key(.enter))
        case 0x09: return (1, .key(.tab))
        case 0x7F, 0x08: return (1, .key(.backspace))
        case ..<0x20: return (1, nil)
        case ..<0x80: return (1, .key(.character(Character(Unicode.Scalar(first)))))
        default: return utf8Character(final: final)
        }
    }

    private mutating func escapeSequence(final: Bool) -> (Int, DecodedInput?)? {
        guard pending.count > 1 else { return final ? (1, .key(.escape)) : nil }
        switch pending[1] {
        case UInt8(ascii: "["): return controlSequence(final: final)
        case UInt8(ascii: "O"):
            guard pending.count > 2 else { return final ? (2, nil) : nil }
            return (3, Self.arrow(pending[2]).map { .key($0) })
        default:
            // Esc then another key (or Esc): the Esc key, and the next byte decodes on its own.
            return (1, .key(.escape))
        }
    }

    /// `ESC [` parameters, intermediates, a final byte. Arrows are the only ones the game uses; a paste
    /// start switches to collecting the paste; X10 mouse reports carry three raw bytes after `ESC [ M`.
    private mutating func controlSequence(final: Bool) -> (Int, DecodedInput?)? {
        var index = 2
        while index < pending.count, (0x20...0x3F).contains(pending[index]) { index += 1 }
        guard index < pending.count else { return final ? (pending.count, nil) : nil }
        let length = index + 1
        if Array(pending.prefix(length)) == Self.pasteStart {
            paste = []
            return (length, nil)
        }
        if length == 3, pending[2] == UInt8(ascii: "M") {
            guard pending.count >= 6 else { return final ? (pending.count, nil) : nil }
            return (6, nil)
        }
        if length == 3, pending[2] == UInt8(ascii: "Z") { return (3, .key(.backtab)) }
        return (length, length == 3 ? Self.arrow(pending[2]).map { .key($0) } : nil)
    }

    /// Collects pasted bytes until the paste's end marker, which may itself arrive split.
    private mutating func pasteProgress(final: Bool) -> (Int, DecodedInput?)? {
        guard !pending.isEmpty else { return nil }
        if let end = Self.find(Self.pasteEnd, in: pending) {
            let text = (paste ?? []) + pending.prefix(end)
            paste = nil
            return (end + Self.pasteEnd.count, Self.pasted(text).first)
        }
        // Keep a possible start of the end marker; everything before it belongs to the paste.
        let keep = (1..<Self.pasteEnd.count).reversed().first { count in
            pending.count >= count && Array(pending.suffix(count)) == Array(Self.pasteEnd.prefix(count))
        } ?? 0
        let taken = pending.count - keep
        guard taken > 0 else { return nil }
        paste? += pending.prefix(taken)
        return (taken, nil)
    }

    private func utf8Character(final: Bool) -> (Int, DecodedInput?)? {
        let lead = pending[0]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1 else { return (1, nil) }
        guard pending.count >= length else { return final ? (pending.count, nil) : nil }
        guard let text = String(validating: pending.prefix(length), as: UTF8.self), let character = text.first else {
            return (1, nil)
        }
        return (length, .key(.character(character)))
    }

    /// A paste as one text input, its line breaks and other control characters left out (fields hold a line).
    private static func pasted(_ bytes: [UInt8]) -> [DecodedInput] {
        let text = String(decoding: bytes, as: UTF8.self).filter { !$0.isNewline && !($0.asciiValue.map { $0 < 0x20 } ?? false) }
        return text.isEmpty ? [] : [.key(.text(text))]
    }

    private static func arrow(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
}
