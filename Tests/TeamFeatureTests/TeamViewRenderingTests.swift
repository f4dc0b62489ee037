import DataManaging
import DesignSystem
import Navigation
import TeamFeature
import TeamFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("TeamView rendering")
struct TeamViewRenderingTests {
    let interactor = MockTeamInteractor()

    func render(_ viewModel: TeamViewModel, width: Int = 80, height: Int = 22, colored: Bool = false) -> [String] {
        interactor.viewModel = viewModel
        return TeamView(presenter: interactor).render(in: RenderContext(width: width, height: height, colored: colored))
    }

    @Test("the screen is titled Squad")
    func title() {
        #expect(TeamView(presenter: interactor).title == "Squad")
    }

    @Test("the header shows the club's facts in a frame")
    func header() {
        let lines = render(TeamFixtures.loaded())
        #expect(lines[0].hasPrefix("┌─ Crumpet Rovers (CRU) ─"))
        #expect(lines[1] == "│ " + TextLayout.fit("Crumpetford · The Toast Rack · Founded 1887", to: 76) + " │")
        #expect(lines[2].contains("The Custard Premiership · Tier 1 · Coach Ada Whistle · Balance £5.0M"))
        #expect(lines[3].contains("Squad 4 · Avg age 25.5 · Avg Ovr 67.8 · Wages £29.5k/wk"))
        #expect(lines[4].hasPrefix("└"))
        expectFits(lines, RenderContext(width: 80, height: 22, colored: false))
    }

    @Test("the table has every column, the sort arrow and the selection marker")
    func table() {
        let lines = render(TeamFixtures.loaded(selected: 1))
        let header = lines[5]
        for title in ["Name", "Pos▲", "Age", "Ovr", "Key", "Contract", "Wage"] {
            #expect(header.contains(title), "missing \(title)")
        }
        #expect(lines[6].hasPrefix("  ───"))
        #expect(lines[7].hasPrefix("  Player No1 "))
        #expect(lines[8].hasPrefix("▶ Player No2 "))
        #expect(lines[8].contains("SHO 78 PAC 70"))
        #expect(lines[8].contains("2028/29"))
        #expect(lines[8].hasSuffix("£12.0k"))
        #expect(lines.count == 11)
        expectFits(lines, RenderContext(width: 80, height: 22, colored: false))
    }

    @Test("the header arrow follows the sort column and direction")
    func sortArrow() {
        let lines = render(TeamFixtures.loaded(sort: SquadSort(column: .overall, ascending: false)))
        #expect(lines[5].contains("Ovr▼"))
        #expect(!lines[5].contains("▲"))
        #expect(!lines[5].contains("Pos▼"))
    }

    @Test("a long squad scrolls to keep the selection visible")
    func scrolls() {
        // 20 lines: 5 header + 2 table header + 13 rows; row 26 (index 25) is kept near the middle,
        // so rows 18–30 show.
        let lines = render(TeamFixtures.loaded(rows: 30, selected: 25), height: 20)
        #expect(lines.count == 20)
        #expect(lines[7].hasPrefix("  Player No18 "))
        #expect(lines[15].hasPrefix("▶ Player No26 "))
        #expect(lines[19].hasPrefix("  Player No30 "))
        #expect(!lines.contains { $0.hasPrefix("  Player No17 ") })
        expectFits(lines, RenderContext(width: 80, height: 20, colored: false))
    }

    @Test("a selection near the top does not scroll")
    func noScrollAtTop() {
        let lines = render(TeamFixtures.loaded(rows: 30, selected: 3), height: 20)
        #expect(lines[7].hasPrefix("  Player No1 "))
        #expect(lines[10].hasPrefix("▶ Player No4 "))
        #expect(lines.count == 20)
    }

    @Test("the detail panel sits under the table and the table gives way to it")
    func detailPanel() {
        let lines = render(TeamFixtures.loaded(rows: 30, selected: 20, showingDetail: true), height: 22)
        #expect(lines.count == 22)
        #expect(lines[18].hasPrefix("┌─ Player No1 · FW ─"))
        #expect(lines[19].contains("PAC 70  SHO 78  PAS 61  DRI 66  DEF 30  PHY 64  GKP 20  OVR 71"))
        #expect(lines[20].contains("Age 24 · Contract to 2028/29 · Wage £12.0k/wk"))
        #expect(lines[21].hasPrefix("└"))
        // 22 − 5 − 4 leaves 13 lines for the table: 11 rows (16–26), the selection (row 21) in the middle.
        #expect(lines[7].hasPrefix("  Player No16 "))
        #expect(lines[12].hasPrefix("▶ Player No21 "))
        expectFits(lines, RenderContext(width: 80, height: 22, colored: false))
    }

    @Test("an empty squad says so")
    func emptySquad() {
        let lines = render(TeamFixtures.loaded(rows: 0, selected: nil))
        #expect(lines.last == "  No players in the squad")
    }

    @Test("an error is one line at the top")
    func error() {
        let message = "Could not load the squad: no club with id 'x'"
        let lines = render(TeamViewModel(isLoading: false, errorMessage: message))
        #expect(lines == ["! Could not load the squad: no club with id 'x'"])
    }

    @Test("a long error is cut to the width")
    func longError() {
        let lines = render(TeamViewModel(isLoading: false, errorMessage: String(repeating: "x", count: 200)))
        #expect(lines.count == 1)
        #expect(TextLayout.visibleWidth(lines[0]) == 80)
        #expect(lines[0].hasSuffix("…"))
    }

    @Test("before the club arrives it says it is loading")
    func loading() {
        #expect(render(TeamViewModel()) == ["Loading squad…"])
    }

    @Test("colour adds escapes but no visible width")
    func colored() {
        let lines = render(TeamFixtures.loaded(rows: 30, selected: 5, showingDetail: true), colored: true)
        #expect(lines.contains { $0.contains("\u{1B}[") })
        expectFits(lines, RenderContext(width: 80, height: 22, colored: false))
    }

    @Test("a real club renders within 80 columns, plain and coloured")
    func realClubFits() async {
        let dataManager = MockClubDataManager()
        let longName = SquadSamples.player("Fotherington-Thomasworth-Smythe", .midfielder, age: 21, overall: 99,
                                           attribute: 99, wage: 123_456, endSeason: 2031)
        dataManager.teamDetailsResult = .success(SquadSamples.club(with: SquadSamples.squad + [longName]))
        let real = TeamInteractor(careerId: "career-1", teamId: "team-1", dataManager: dataManager,
                                  viewModelTransform: TeamViewModelTransform())
        let view = TeamView(presenter: real)
        await view.appear()
        _ = await view.handle(.character("d"))
        for colored in [false, true] {
            let lines = view.render(in: RenderContext(width: 80, height: 22, colored: colored))
            expectFits(lines, RenderContext(width: 80, height: 22, colored: false))
            #expect(lines.contains { $0.contains("£123.5k") })
        }
        let plain = view.render(in: RenderContext(width: 80, height: 22, colored: false))
        #expect(plain.contains { $0.hasPrefix("  Test Fotherington-Thomasworth-… MF") })
    }
}
