@testable import HeadlessCommands
import Testing

/// Every listing reaches standard output through `PrintableOutput` (issue #38): line breaks stay, nothing else that
/// a terminal would act on does.
@Suite struct PrintableOutputTests {
    @Test func controlCharactersPrintAsQuestionMarksAndLinesStay() {
        let listing = "Club\u{1B}[2J City\n\nHi\u{1B}]52;c;aGk=\u{07}\nMc\u{202E}Owl\r"
        #expect(PrintableOutput.sanitized(listing) == "Club?[2J City\n\nHi?]52;c;aGk=?\nMc?Owl?")
    }

    @Test func printableListingsAreUnchanged() {
        let listing = "  1  Owls  £1.2M  ▲\n  2  Newts  −£3k"
        #expect(PrintableOutput.sanitized(listing) == listing)
    }
}
