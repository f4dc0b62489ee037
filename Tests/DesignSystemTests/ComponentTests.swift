import DesignSystem
import Testing

@Suite struct ComponentTests {
    @Test func boxFramesItsLinesAtTheGivenWidth() {
        let lines = Box.render(title: "Squad", lines: ["one", "two"], width: 20, theme: .plain)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("┌─ Squad "))
        #expect(lines[1] == "│ one              │")
        #expect(lines.allSatisfy { TextLayout.visibleWidth($0) == 20 })
        #expect(lines[3] == "└" + String(repeating: "─", count: 18) + "┘")
    }

    @Test func menuMarksTheSelectionAndDimsDisabledItems() {
        let items = [MenuList.Item("New career"), MenuList.Item("Continue", detail: "(none)", enabled: false)]
        let plain = MenuList.render(items: items, selected: 0, width: 30, theme: .plain)
        #expect(plain[0].hasPrefix("▶ New career"))
        #expect(plain[1].hasPrefix("  Continue  (none)"))
        let colored = MenuList.render(items: items, selected: 0, width: 30, theme: Theme(colored: true))
        #expect(colored[1].contains("\u{1B}[2;32m"))
    }

    @Test func tableShowsSortArrowAndSelection() {
        let columns = [TableView.Column("Name", width: 8), TableView.Column("Ovr", width: 4, alignment: .right)]
        let lines = TableView.render(columns: columns, rows: [["Ada", "71"], ["Bo", "64"]], selectedRow: 1,
                                     sort: .init(column: 1, ascending: false), theme: .plain)
        #expect(lines[0] == "  Name     Ovr▼")
        #expect(lines[2] == "  Ada        71")
        #expect(lines[3] == "▶ Bo         64")
    }

    @Test func textFieldShowsCursorAndError() {
        let lines = TextFieldView.render(label: "First name", value: "Ad", focused: true, error: "too short",
                                         width: 40, theme: .plain)
        #expect(lines[0].hasPrefix("▶ First name: [Ad_"))
        #expect(lines[1].contains("! too short"))
    }

    @Test func strengthBarClampsToItsScale() {
        #expect(StrengthBar.render(value: 85) == String(repeating: "█", count: 10))
        #expect(StrengthBar.render(value: 10) == String(repeating: "░", count: 10))
        #expect(StrengthBar.render(value: 62, cells: 10).filter { $0 == "█" }.count == 4)
    }

    @Test func barsFitTheWidth() {
        let title = ChromeBars.titleBar(left: "SUPERSOCCER · Squad", right: "Crumpet Rovers", width: 80, theme: .plain)
        #expect(TextLayout.visibleWidth(title) == 80)
        #expect(title.hasSuffix("Crumpet Rovers "))
        let hints = ChromeBars.hintBar(hints: [("?", "help"), ("q", "quit")], width: 80, theme: .plain)
        #expect(hints.hasPrefix(" ? help  q quit"))
    }

    @Test func hintBarDropsWholeScreenHintsButKeepsPinnedOnes() {
        let screen = [(key: "↑↓", label: "move"), (key: "enter", label: "pick"), (key: "x", label: "export save")]
        let pinned = [(key: "?", label: "help"), (key: "q", label: "quit")]
        let wide = ChromeBars.hintBar(hints: screen, pinned: pinned, width: 80, theme: .plain)
        #expect(wide.hasPrefix(" ↑↓ move  enter pick  x export save  ? help  q quit"))
        let narrow = ChromeBars.hintBar(hints: screen, pinned: pinned, width: 36, theme: .plain)
        #expect(narrow == TextLayout.fit(" ↑↓ move  enter pick  ? help  q quit", to: 36))
        #expect(TextLayout.visibleWidth(narrow) == 36)
    }
}
