import DesignSystem
@testable import GameTerminal
import Testing

@MainActor
@Suite struct ScriptPrinterTests {
    @Test func printsTheTitleLineThenTrimmedLinesWithoutBlankRuns() {
        var output: [String] = []
        let printer = ScriptPrinter { output.append($0) }
        printer.show(title: "Squad", lines: ["bar   ", "", "", "body", "", "hints  "])
        #expect(output == ["=== Squad\nbar\n\nbody\n\nhints"])
        #expect(!printer.colored)
        #expect(printer.size.width == 80)
    }

    /// Issue #38: a name that got past every check still reaches the transcript as `?`, never as a control sequence.
    @Test func controlCharactersInAFramePrintAsQuestionMarks() {
        var output: [String] = []
        let printer = ScriptPrinter { output.append($0) }
        printer.show(title: "Squad", lines: ["Owls\u{1B}[2J FC", "Hi\u{1B}]52;c;aGk=\u{07}", "Mc\u{202E}Owl"])
        #expect(output == ["=== Squad\nOwls?[2J FC\nHi?]52;c;aGk=?\nMc?Owl"])
    }

    /// The real terminal's frame keeps the theme's colours and the display's own moves, and nothing else.
    @Test func theTerminalsFrameKeepsOnlyTheThemesColours() {
        let red = Theme(colored: true).paint("Owls", .bad)
        let frame = TerminalDisplay.frame([red + " \u{1B}[2J\u{1B}[31m", "\u{9B}6n"])
        #expect(frame == "\u{1B}[H" + red + " ?[2J?[31m\u{1B}[K\r\n?6n\u{1B}[K\u{1B}[J")
    }
}
