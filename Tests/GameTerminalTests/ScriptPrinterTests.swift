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
}
