@testable import GameTerminal
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
