import DesignSystem
import Testing

@Suite struct TextLayoutTests {
    @Test func visibleWidthIgnoresColourEscapes() {
        let painted = Theme(colored: true).paint("Rovers", .good)
        #expect(painted != "Rovers")
        #expect(TextLayout.visibleWidth(painted) == 6)
        #expect(TextLayout.visibleWidth("┌─┐") == 3)
    }

    @Test func fitPadsAlignsAndTruncates() {
        #expect(TextLayout.fit("ab", to: 5) == "ab   ")
        #expect(TextLayout.fit("ab", to: 5, alignment: .right) == "   ab")
        #expect(TextLayout.fit("ab", to: 6, alignment: .center) == "  ab  ")
        #expect(TextLayout.fit("abcdefgh", to: 5) == "abcd…")
        #expect(TextLayout.truncate("abc", to: 0) == "")
    }

    @Test func plainThemeLeavesTextAlone() {
        for style in TextStyle.allCases {
            #expect(Theme.plain.paint("x", style) == "x")
        }
    }
}

@Suite struct TextWrapTests {
    @Test func wrapsAtSpaces() {
        #expect(TextLayout.wrap("Saved to the folder of saves", to: 12) == ["Saved to the", "folder of", "saves"])
    }

    @Test func breaksWordsLongerThanTheWidth() {
        #expect(TextLayout.wrap("at /very/long/path/x", to: 8) == ["at", "/very/lo", "ng/path/", "x"])
    }

    @Test func shortTextIsOneLine() {
        #expect(TextLayout.wrap("ok", to: 80) == ["ok"])
        #expect(TextLayout.wrap("", to: 80) == [""])
    }

}
