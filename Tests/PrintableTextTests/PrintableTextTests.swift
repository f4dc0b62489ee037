import PrintableText
import Testing

struct PrintableTextTests {
    @Test(arguments: ["Snoozefield Thistle", "", "Café – “Ünïon”", "Owls\u{1B}[2J", "evil\u{202E}txt", "zero\u{200B}width",
                      "nul\u{0}byte", "tab\there", "日本語", "\u{85}next line"])
    func bytesAreJudgedAsTheirText(text: String) {
        var copy = text
        let fromBytes = copy.withUTF8 { PrintableText.containsForbidden(utf8: $0) }
        #expect(fromBytes == PrintableText.containsForbidden(text))
        #expect(fromBytes == text.unicodeScalars.contains(where: PrintableText.isForbidden))
    }

    @Test func controlsAndInvisibleFormattingShowAsQuestionMarks() {
        #expect(PrintableText.printable("evil\nError: forged\u{1B}[31m") == "evil?Error: forged?[31m")
        #expect(PrintableText.printable("tab\there\u{7F}\u{9B}") == "tab?here??")
        #expect(PrintableText.printable("Owls\u{202E}sreveR\u{200B}\u{2066}\u{FEFF}") == "Owls?sreveR???")
        #expect(PrintableText.printable("bell\u{07}", replacement: "\u{FFFD}") == "bell\u{FFFD}")
    }

    @Test func lettersOfEveryScriptAndCombiningMarksStay() {
        for text in ["Crumpet Rovers ë", "Zoë Müller-Łukasz", "東京 Wanderers", "e\u{301}", "Señor – “Owls” · £1.5M"] {
            #expect(PrintableText.printable(text) == text)
            #expect(!PrintableText.containsForbidden(text))
        }
    }

    @Test func oneLineJoinsTheNonBlankLinesAndCleansTheRest() {
        #expect(PrintableText.oneLine("no career 'a\nError: forged'") == "no career 'a; Error: forged'")
        #expect(PrintableText.oneLine("  first \r\n\n  second\u{1B}]52;c;x\u{07}  ") == "first; second?]52;c;x?")
        #expect(PrintableText.oneLine("plain") == "plain")
    }

    @Test func quotedClipsLongValuesAndMarksTheCut() {
        #expect(PrintableText.quoted("abc", limit: 5) == "abc")
        #expect(PrintableText.quoted("abcdefgh", limit: 5) == "abcd…")
        #expect(PrintableText.quoted("ab\u{1B}[2J", limit: 40) == "ab?[2J")
    }
}
