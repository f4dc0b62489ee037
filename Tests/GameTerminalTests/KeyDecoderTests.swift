@testable import GameTerminal
import Navigation
import Testing

/// The decoder must give the same inputs however the terminal splits the bytes: whole, in two reads at
/// every position, or byte by byte.
@Suite struct KeyDecoderTests {
    private static func decode(_ chunks: [[UInt8]]) -> [DecodedInput] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.feed($0) } + decoder.flush()
    }

    /// Checks `bytes` decodes to `expected` whole, split once at every position, and byte by byte.
    private static func expectEverySplit(_ bytes: [UInt8], _ expected: [DecodedInput],
                                         sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(decode([bytes]) == expected, sourceLocation: sourceLocation)
        for cut in 0...bytes.count {
            #expect(decode([Array(bytes[..<cut]), Array(bytes[cut...])]) == expected, "split at \(cut)",
                    sourceLocation: sourceLocation)
        }
        #expect(decode(bytes.map { [$0] }) == expected, "byte by byte", sourceLocation: sourceLocation)
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aHeldArrowKeyGivesEveryPressInOrder() {
        Self.expectEverySplit(Self.bytes("\u{1B}[B\u{1B}[B\u{1B}[B\u{1B}OA\u{1B}[C\u{1B}[D"),
                              [.key(.down), .key(.down), .key(.down), .key(.up), .key(.right), .key(.left)])
    }

    @Test func fastTypingAndControlKeys() {
        Self.expectEverySplit(Self.bytes("ab\r\t\u{7F}q"),
                              [.key(.character("a")), .key(.character("b")), .key(.enter), .key(.tab),
                               .key(.backspace), .key(.character("q"))])
        Self.expectEverySplit([0x0D, 0x0A, 0x08], [.key(.enter), .key(.enter), .key(.backspace)])
        Self.expectEverySplit([0x03, 0x61], [.interrupt, .key(.character("a"))])
    }

    @Test func shiftTabIsBacktab() {
        Self.expectEverySplit(Self.bytes("\u{1B}[Z\t"), [.key(.backtab), .key(.tab)])
    }

    @Test func splitUTF8CharactersComeOutWhole() {
        Self.expectEverySplit(Self.bytes("ë€😀x"),
                              [.key(.character("ë")), .key(.character("€")), .key(.character("😀")),
                               .key(.character("x"))])
    }

    @Test func unknownSequencesAreSkippedWithoutEatingTheNextKey() {
        // F5, an SGR mouse click, a modified arrow, F1 (SS3) and an X10 mouse report, each followed by a key.
        Self.expectEverySplit(Self.bytes("\u{1B}[15~j\u{1B}[<0;12;7Mk\u{1B}[1;5Al\u{1B}OPh"),
                              [.key(.character("j")), .key(.character("k")), .key(.character("l")),
                               .key(.character("h"))])
        Self.expectEverySplit([0x1B, 0x5B, 0x4D, 0x20, 0x41, 0x42, 0x71], [.key(.character("q"))])
    }

    @Test func escAloneStillWorksAndEscBeforeAKeyIsBoth() {
        Self.expectEverySplit([0x1B], [.key(.escape)])
        Self.expectEverySplit([0x1B, 0x1B], [.key(.escape), .key(.escape)])
        Self.expectEverySplit([0x1B, 0x71], [.key(.escape), .key(.character("q"))])
    }

    @Test func aBracketedPasteIsOneTextInputWithoutLineBreaks() {
        Self.expectEverySplit(Self.bytes("\u{1B}[200~Ada\r\nWhistle ë\u{1B}[201~\r"),
                              [.key(.text("AdaWhistle ë")), .key(.enter)])
        Self.expectEverySplit(Self.bytes("\u{1B}[200~\u{1B}[201~x"), [.key(.character("x"))])
    }

    @Test func whatIsWaitingIsSaid() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, 0x5B]).isEmpty && decoder.isWaiting)
        #expect(decoder.feed([0x41]) == [.key(.up)] && !decoder.isWaiting)
        #expect(decoder.feed([0xE2, 0x82]).isEmpty && decoder.isWaiting)
        #expect(decoder.flush().isEmpty && !decoder.isWaiting)
    }
}
