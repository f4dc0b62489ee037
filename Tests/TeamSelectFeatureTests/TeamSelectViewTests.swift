import DesignSystem
import Navigation
import TeamSelectFeature
import TeamSelectFeatureMocks
import Testing

@MainActor
@Suite("TeamSelectView")
struct TeamSelectViewTests {
    let presenter = MockTeamSelectInteractor()
    var view: TeamSelectView { TeamSelectView(presenter: presenter) }
    let screen = RenderContext(width: 80, height: 24, colored: false)

    @Test("the screen is titled Choose Your Club and hints its keys")
    func titleAndHints() {
        #expect(view.title == "Choose Your Club")
        #expect(view.keyHints.map(\.key) == ["←→", "↑↓", "Enter", "Esc"])
        #expect(view.capturesText == false)
    }

    @Test("at 80 columns it draws the division bar, the table and the selected club's detail")
    func rendersAt80Columns() {
        presenter.viewModel = TeamSelectFixtures.viewModel(clubCount: 3, selectedIndex: 1)
        let lines = view.render(in: screen)

        #expect(lines == [
            String(repeating: " ", count: 19) + "◀ The Custard Premiership (tier 1 of 4) ▶" + String(repeating: " ", count: 20),
            "",
            "    # Club                               City                    Str▼           ",
            "  ─── ────────────────────────────────── ─────────────────────── ──── ──────────",
            "    1 Club Number 1                      Town 1                    80 ████████░░",
            "▶   2 Club Number 2                      Town 2                    79 ████████░░",
            "    3 Club Number 3                      Town 3                    78 ████████░░",
            "",
            "Club Number 2 · Town 2",
            "Strength 79 · sample",
        ])
    }

    @Test("no line is wider than 80 columns, with or without colour", arguments: [false, true])
    func widthLimit(colored: Bool) {
        presenter.viewModel = TeamSelectFixtures.viewModel(clubCount: 30, selectedIndex: 0)
        let lines = view.render(in: RenderContext(width: 80, height: 24, colored: colored))
        #expect(lines.count <= 24)
        #expect(lines.allSatisfy { TextLayout.visibleWidth($0) <= 80 })
    }

    @Test("long names are cut to fit the columns")
    func longNamesTruncated() {
        let long = String(repeating: "Wobble", count: 20)
        presenter.viewModel = TeamSelectViewModel(
            divisionBar: DivisionBarViewModel(label: long, canSwitch: true),
            clubs: ClubListViewModel(rows: [ClubRowViewModel(teamId: "x", rank: 1, name: long, city: long, strength: 60)],
                                     selectedIndex: 0),
            detail: ClubDetailViewModel(heading: long, summary: long), message: nil)
        let lines = view.render(in: screen)
        #expect(lines.allSatisfy { TextLayout.visibleWidth($0) <= 80 })
        #expect(lines[0].hasPrefix("◀ Wobble") && lines[0].hasSuffix("… ▶"))
    }

    @Test("a long list scrolls so the selected club stays on screen")
    func scrollsToSelection() {
        presenter.viewModel = TeamSelectFixtures.viewModel(clubCount: 30, selectedIndex: 25)
        let lines = view.render(in: screen)

        #expect(lines.count == 24)
        let selected = lines.filter { $0.hasPrefix("▶") }
        #expect(selected.count == 1)
        #expect(selected.first?.contains("Club Number 26 ") == true)
        #expect(!lines.contains { $0.contains("Club Number 1 ") })
        #expect(lines.contains { $0.contains("Club Number 30 ") })
        #expect(lines.suffix(2) == ["Club Number 26 · Town 26", "Strength 55 · sample"])
    }

    @Test("the top of a long list shows its first clubs")
    func scrollTop() {
        presenter.viewModel = TeamSelectFixtures.viewModel(clubCount: 30, selectedIndex: 0)
        let lines = view.render(in: screen)
        #expect(lines[4].hasPrefix("▶   1 Club Number 1 "))
        #expect(lines.contains { $0.contains("Club Number 17 ") })
        #expect(!lines.contains { $0.contains("Club Number 18 ") })
    }

    @Test("a message replaces the table")
    func message() {
        presenter.viewModel = TeamSelectViewModel(divisionBar: .empty, clubs: .empty, detail: nil,
                                                  message: "Could not load the clubs: storage error: x")
        #expect(view.render(in: screen) == ["", "", "Could not load the clubs: storage error: x"])
    }

    @Test("a single division is shown without arrows")
    func singleDivisionBar() {
        presenter.viewModel = TeamSelectViewModel(
            divisionBar: DivisionBarViewModel(label: "The Only League (tier 1 of 1)", canSwitch: false),
            clubs: .empty, detail: nil, message: "No clubs in this division.")
        let bar = view.render(in: screen)[0]
        #expect(bar.contains("The Only League (tier 1 of 1)"))
        #expect(!bar.contains("◀") && !bar.contains("▶"))
    }

    @Test("a short terminal still gets no more lines than it has")
    func shortTerminal() {
        presenter.viewModel = TeamSelectFixtures.viewModel(clubCount: 20, selectedIndex: 19)
        let lines = view.render(in: RenderContext(width: 80, height: 8, colored: false))
        #expect(lines.count == 8)
        #expect(lines.contains { $0.hasPrefix("▶  20 Club Number 20 ") })
    }

    @Test("appearing loads the presenter")
    func appearLoads() async {
        await view.appear()
        #expect(presenter.loadCallCount == 1)
    }

    @Test("arrows and vi keys move the selection and switch divisions")
    func movementKeys() async {
        let view = view
        for key: Key in [.up, .character("k"), .down, .character("j")] { #expect(await view.handle(key)) }
        for key: Key in [.left, .character("h"), .right, .character("l")] { #expect(await view.handle(key)) }
        #expect(presenter.moveSelectionOffsets == [-1, -1, 1, 1])
        #expect(presenter.switchDivisionOffsets == [-1, -1, 1, 1])
    }

    @Test("Enter picks and Esc cancels")
    func enterAndEscape() async {
        let view = view
        #expect(await view.handle(.enter))
        #expect(await view.handle(.escape))
        #expect(presenter.confirmSelectionCallCount == 1)
        #expect(presenter.cancelCallCount == 1)
    }

    @Test("keys it does not use are left to the runtime", arguments: [Key.character("q"), .character("?"), .tab,
                                                                       .backspace, .text("hello")])
    func unusedKeys(key: Key) async {
        #expect(await view.handle(key) == false)
        #expect(presenter.moveSelectionOffsets.isEmpty && presenter.switchDivisionOffsets.isEmpty)
        #expect(presenter.confirmSelectionCallCount == 0 && presenter.cancelCallCount == 0)
    }
}
