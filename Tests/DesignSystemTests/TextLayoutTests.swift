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


    @Test("wide characters take two columns: widths, fits, cuts and wraps count columns, not characters")
    func wideCharacters() {
        #expect(TextLayout.visibleWidth("東京") == 4)
        #expect(TextLayout.visibleWidth("Zoë 🎺") == 6)
        #expect(TextLayout.visibleWidth("e\u{301}") == 1)
        #expect(TextLayout.fit("東京", to: 6) == "東京  ")
        #expect(TextLayout.visibleWidth(TextLayout.fit("東京大阪名古屋", to: 7)) <= 7)
        #expect(TextLayout.truncate("東京大阪", to: 5) == "東京…")
        #expect(TextLayout.wrap("東京 大阪 名古屋", to: 8) == ["東京", "大阪", "名古屋"])
        #expect(TextLayout.wrap("東京大阪名古屋", to: 4).allSatisfy { TextLayout.visibleWidth($0) <= 4 })
    }

    @Test("a list wraps between its items, never inside one that fits a line")
    func listWrapsBetweenItems() {
        let cards = ["Scone 6' (Y)", "Trumpet 13' (Y)", "Wobble 22' (Y)", "Scone 32' (R)"]
        let lines = TextLayout.wrap(items: cards, to: 30)
        #expect(lines == ["Scone 6' (Y), Trumpet 13' (Y),", "Wobble 22' (Y), Scone 32' (R)"])
        #expect(TextLayout.wrap(items: ["A very long scorer entry 1', 2'"], to: 10).allSatisfy {
            TextLayout.visibleWidth($0) <= 10
        })
    }
}
