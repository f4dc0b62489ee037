import DesignSystem
import LeagueFeature
import LeagueFeatureMocks
import Navigation
import TestSupport
import Testing

@MainActor
@Suite("LeagueView rendering")
struct LeagueViewRenderingTests {
    let interactor = MockLeagueInteractor()
    let context = RenderContext(width: 80, height: 20, colored: false)

    func render(_ viewModel: LeagueViewModel, width: Int = 80, height: Int = 20, colored: Bool = false) -> [String] {
        interactor.viewModel = viewModel
        return LeagueView(presenter: interactor).render(in: RenderContext(width: width, height: height,
                                                                          colored: colored))
    }

    @Test("the screen is titled League")
    func title() {
        #expect(LeagueView(presenter: interactor).title == "League")
    }

    @Test("the header names the division between arrows; the view bar marks the active view")
    func header() {
        let lines = render(LeagueFixtures.table())
        #expect(lines[0] == "◀ The Custard Premiership ▶  Tier 1 · The Grand Wobbly Pyramid · 2026/27")
        #expect(lines[1].hasPrefix("[t Table]   f Fixtures    s Scorers    b Leaders "))
        #expect(lines[1].hasSuffix("* your club"))
        #expect(TextLayout.visibleWidth(lines[1]) == 80)
        expectFits(lines, context)
    }

    @Test("without other divisions the arrows are gone")
    func noArrows() {
        var viewModel = LeagueFixtures.table()
        viewModel.header = LeagueFixtures.header(canSwitchDivision: false)
        #expect(render(viewModel)[0].hasPrefix("The Custard Premiership  Tier 1"))
    }

    @Test("the table has every column, the selection marker and the user's mark")
    func table() {
        let lines = render(LeagueFixtures.table(rows: 4, selected: 2, userRow: 0))
        let columns = lines[2].split(separator: " ").map(String.init)
        #expect(columns == ["Pos", "Club", "P", "W", "D", "L", "GF", "GA", "GD", "Pts"])
        #expect(lines[3].hasPrefix("  ───"))
        #expect(lines[4].hasPrefix("    1 Club No1 *"))
        #expect(lines[6].hasPrefix("▶   3 Club No3 "))
        #expect(lines[6].hasSuffix(" 10  7  0  3  20  13   +7  21"))
        #expect(lines.count == 8)
        expectFits(lines, context)
    }

    @Test("a long table scrolls to keep the selection visible")
    func tableScrolls() {
        // 12 lines: 2 header + 2 table header leave 8 rows; row 15 (index 14) sits near the middle.
        let lines = render(LeagueFixtures.table(rows: 20, selected: 14, userRow: 5), height: 12)
        #expect(lines.count == 12)
        #expect(lines[4].hasPrefix("   11 Club No11 "))
        #expect(lines[8].hasPrefix("▶  15 Club No15 "))
        #expect(lines[11].hasPrefix("   18 Club No18 "))
        #expect(!lines.contains { $0.contains("Club No6 *") })
        expectFits(lines, RenderContext(width: 80, height: 12, colored: false))
    }

    @Test("fixtures show the match day heading and one centred line per match")
    func fixtures() {
        let lines = render(LeagueFixtures.fixtures(rows: 3, playedRows: 2, selected: 0, userRow: 1))
        #expect(lines[2] == "Match day 3 · 2026-08-15")
        let name = 30
        #expect(lines[3] == "▶ " + String(repeating: " ", count: name - 8) + "Home No1 2–1 Away No1"
                + String(repeating: " ", count: name - 8))
        #expect(lines[4].contains("Home No2 * 2–1 Away No2"))
        #expect(lines[5].contains("Home No3  v  Away No3"))
        #expect(lines[5].hasPrefix("  "))
        #expect(lines.count == 6)
        expectFits(lines, context)
    }

    @Test("a long match day scrolls to keep the selection visible")
    func fixturesScroll() {
        let lines = render(LeagueFixtures.fixtures(rows: 10, selected: 9), height: 8)
        #expect(lines.count == 8)
        #expect(lines[2] == "Match day 3 · 2026-08-15")
        #expect(lines[7].hasPrefix("▶ ") && lines[7].contains("Home No10"))
        expectFits(lines, RenderContext(width: 80, height: 8, colored: false))
    }

    @Test("top scorers show rank, player, club, goals, assists and appearances")
    func scorers() {
        let lines = render(LeagueFixtures.scorers(rows: 3, selected: 1, userRow: 2))
        let columns = lines[2].split(separator: " ").map(String.init)
        #expect(columns == ["#", "Player", "Club", "Goals", "Assists", "Apps"])
        #expect(lines[4].hasPrefix("    1 Striker No1 "))
        #expect(lines[5].hasPrefix("▶   2 Striker No2 "))
        #expect(lines[5].hasSuffix("   28       2   12"))
        #expect(lines[6].contains("Club No3 *"))
        expectFits(lines, context)
    }

    @Test("no scorers yet says so")
    func noScorers() {
        let lines = render(LeagueFixtures.scorers(rows: 0))
        #expect(lines.last == "  No goals yet this season.")
        #expect(lines.count == 3)
    }

    @Test("an error is one line with a hint to press Esc")
    func error() {
        let lines = render(LeagueViewModel(isLoading: false, errorMessage: "no career in slot 'x'"))
        #expect(lines == ["! no career in slot 'x'", "Press Esc to go back."])
    }

    @Test("a long error is cut to the width")
    func longError() {
        let lines = render(LeagueViewModel(isLoading: false, errorMessage: String(repeating: "x", count: 200)))
        #expect(lines.count == 2)
        #expect(TextLayout.visibleWidth(lines[0]) == 80)
        #expect(lines[0].hasSuffix("…"))
    }

    @Test("before the league arrives it says it is loading")
    func loading() {
        #expect(render(LeagueViewModel()) == ["Loading the league…"])
    }

    @Test("the key hints follow the view")
    func hints() {
        let view = LeagueView(presenter: interactor)
        interactor.viewModel = LeagueFixtures.table()
        #expect(view.keyHints.map(\.label) == ["division", "view", "select", "back"])
        interactor.viewModel = LeagueFixtures.fixtures()
        #expect(view.keyHints.map(\.label) == ["division", "match day", "view", "select", "back"])
        interactor.viewModel = LeagueFixtures.scorers()
        #expect(view.keyHints.map(\.label) == ["division", "player", "view", "select", "back"])
    }

    @Test("colour highlights the user's row and adds no visible width")
    func colored() {
        let lines = render(LeagueFixtures.table(rows: 20, selected: 3, userRow: 1), colored: true)
        #expect(lines[5].hasPrefix("\u{1B}["))
        #expect(lines[5].contains("Club No2 *"))
        expectFits(lines, context)
    }

    @Test("a crowded pyramid with long names fits 80×20 in every view and division, plain and coloured",
          arguments: LeagueMode.allCases)
    func realPyramidFits(_ mode: LeagueMode) async {
        let dataManager = MockLeagueDataManager()
        dataManager.leagueOverviewResult = .success(LeagueSamples.pyramid())
        dataManager.leaderboardsResult = .success(LeagueSamples.leaders(for: LeagueSamples.pyramid()))
        let real = LeagueInteractor(careerId: "career-1", dataManager: dataManager,
                                    viewModelTransform: LeagueViewModelTransform())
        let view = LeagueView(presenter: real)
        await view.appear()
        _ = await view.handle(.character(mode.shortcut))
        for _ in 0..<3 {
            _ = await view.handle(.down)
            for colored in [false, true] {
                let lines = view.render(in: RenderContext(width: 80, height: 20, colored: colored))
                expectFits(lines, context)
                #expect(lines.contains { $0.contains("▶ ") })
            }
            _ = await view.handle(.right)
        }
    }

    @Test("the real table marks the user's club and shows the longest name whole")
    func realTable() async {
        let dataManager = MockLeagueDataManager()
        dataManager.leagueOverviewResult = .success(LeagueSamples.pyramid())
        dataManager.leaderboardsResult = .success(LeagueSamples.leaders(for: LeagueSamples.pyramid()))
        let view = LeagueView(presenter: LeagueInteractor(careerId: "career-1", dataManager: dataManager,
                                                          viewModelTransform: LeagueViewModelTransform()))
        await view.appear()
        let lines = view.render(in: context)
        #expect(lines.contains { $0.hasPrefix("▶   6 Tier2 Club6 *") })
        #expect(lines.contains { $0.contains(" Marmalade-on-Sea Academicals ") })

        _ = await view.handle(.character("f"))
        let fixtures = view.render(in: context)
        #expect(fixtures[2] == "Match day 4 · 2026-08-22")
        #expect(fixtures.contains { $0.hasPrefix("▶ ") && $0.contains("Tier2 Club6 *") && $0.contains("  v  ") })
    }

    @Test("a narrow screen still fits")
    func narrow() {
        for viewModel in [LeagueFixtures.table(rows: 20), LeagueFixtures.fixtures(rows: 9), LeagueFixtures.scorers()] {
            let lines = render(viewModel, width: 50, height: 12)
            expectFits(lines, RenderContext(width: 50, height: 12, colored: false))
        }
    }
}
