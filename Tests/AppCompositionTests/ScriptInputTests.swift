@testable import AppComposition
import Navigation
import Testing

@Suite struct ScriptInputTests {
    @Test func parsesNamedKeysCharactersAndText() throws {
        let keys = try ScriptInput.parse("up\ndown\r\nLEFT\nright\nenter\nesc\ntab\nbackspace\nq\ntype:Ada Whistle\n# comment\n\n")
        #expect(keys == [.up, .down, .left, .right, .enter, .escape, .tab, .backspace, .character("q"),
                         .text("Ada Whistle")])
    }

    @Test func rejectsUnknownInputWithItsLineNumber() {
        #expect(throws: ScriptInput.ParseError.unknown(line: 2, text: "jump")) {
            try ScriptInput.parse("up\njump\n")
        }
        let message = ScriptInput.ParseError.unknown(line: 2, text: "jump").description
        #expect(message.hasPrefix("script line 2: unknown input 'jump'"))
    }
}

@Suite struct KeyDecoderTests {
    @Test func decodesArrowsControlKeysAndCharacters() {
        #expect(KeyDecoder.decode([0x1B, 0x5B, 0x41]) == .up)
        #expect(KeyDecoder.decode([0x1B, 0x4F, 0x44]) == .left)
        #expect(KeyDecoder.decode([0x1B]) == .escape)
        #expect(KeyDecoder.decode([0x0D]) == .enter)
        #expect(KeyDecoder.decode([0x7F]) == .backspace)
        #expect(KeyDecoder.decode([0x09]) == .tab)
        #expect(KeyDecoder.decode(Array("k".utf8)) == .character("k"))
        #expect(KeyDecoder.decode(Array("ë".utf8)) == .character("ë"))
    }

    @Test func ignoresUnknownSequences() {
        #expect(KeyDecoder.decode([0x1B, 0x5B, 0x31, 0x35, 0x7E]) == nil) // F5
        #expect(KeyDecoder.decode([0x01]) == nil)
    }
}
