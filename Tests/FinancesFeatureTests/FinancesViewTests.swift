import DataManaging
import DesignSystem
import FinancesFeature
import FinancesFeatureMocks
import Navigation
import TestSupport
import Testing

@MainActor
@Suite("FinancesView")
struct FinancesViewTests {
    let interactor = MockFinancesInteractor()

    func render(_ finances: ClubFinances, selectedWeek: Int? = 4, width: Int = 80, height: Int = 19,
                colored: Bool = false) -> [String] {
        interactor.viewModel = FinancesViewModelTransform().transform(
            FinancesScreenState(isLoading: false, finances: finances, selectedWeek: selectedWeek))
        let context = RenderContext(width: width, height: height, colored: colored)
        let lines = FinancesView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        return lines
    }

    @Test("at 80 columns in the hub's 19 rows: summary, chart with debt below the zero line, the list around the cursor")
    func rendering80() {
        #expect(render(FinancesFixtures.inDebt) == [
            "Crumpet Rovers · 2026/27                             Balance −£50.0k · IN DEBT",
            "",
            "Income                         £600.0k  Spending                         £1.1M",
            "  Gate receipts                £250.0k    Wages                          £1.1M",
            "  Sponsorship                  £140.0k    Running costs                     £0",
            "  Television                   £210.0k    Wage bill · OVER BUDGET   £150.0k/wk",
            "  Prize money                       £0    Board's wage budget       £140.0k/wk",
            "                                          Transfer budget left         £320.0k",
            "Balance after each week (£400.0k at the start)",
            "£360.0k ┤███████ ███████ ███████",
            "        │███████ ███████ ███████ ███████ ███████",
            "     £0 ┼────────────────────────────────◆───────────────────────",
            "−£50.0k ┤                                        ▒▒▒▒▒▒▒ ▒▒▒▒▒▒▒",
            "   Wk Date               In       Out   Balance",
            "  ─── ─────────── ───────── ───────── ─────────",
            "    3 22 Aug 2026   £105.0k   £150.0k   £215.0k",
            "    4 29 Aug 2026    £50.0k   £150.0k   £115.0k",
            "▶   5 5 Sep 2026    £120.0k   £150.0k    £85.0k",
            "    6 12 Sep 2026    £50.0k   £150.0k   −£15.0k",
        ])
    }

    @Test("at 100 columns in 27 rows the chart grows taller and the list shows the whole season")
    func rendering100() {
        let lines = render(FinancesFixtures.inDebt, width: 100, height: 27)
        #expect(lines.count == 26)
        #expect(lines[0].hasSuffix("Balance −£50.0k · IN DEBT") && lines[0].count == 78)
        #expect(lines[9] == "£360.0k ┤███████")
        #expect(lines[15] == "     £0 ┼────────────────────────────────◆───────────────────────")
        #expect(lines[16] == "−£50.0k ┤                                        ▒▒▒▒▒▒▒ ▒▒▒▒▒▒▒")
        #expect(lines.suffix(7).map { String($0.prefix(5)) } == ["    1", "    2", "    3", "    4", "▶   5", "    6",
                                                                  "    7"])
    }

    @Test("a long season at 80 columns: a bar a week side by side, the list scrolled to the cursor")
    func longSeason() {
        let season = FinancesFixtures.season(openingBalance: 3_000_000,
                                             gates: (0..<38).map { $0.isMultiple(of: 2) ? 80_000 : 0 },
                                             wageBudget: 200_000)
        let lines = render(season, selectedWeek: 37)
        #expect(lines[12] == "   £0 ┼" + String(repeating: "─", count: 37) + "◆")
        #expect(lines.last == "▶  38 24 Apr 2027    £50.0k   £150.0k   £720.0k")
    }

    @Test("in debt the balance is red, credit green; an over-budget wage bill is red")
    func colours() {
        let debt = render(FinancesFixtures.inDebt, colored: true)
        #expect(debt[0].hasSuffix("\u{1B}[1;31mBalance −£50.0k · IN DEBT\u{1B}[0m"))
        #expect(debt[5].contains("\u{1B}[1;31m  Wage bill · OVER BUDGET   £150.0k/wk\u{1B}[0m"))
        let credit = render(FinancesFixtures.inCredit, colored: true)
        #expect(credit[0].hasSuffix("\u{1B}[1;32mBalance £1.6M\u{1B}[0m"))
    }

    @Test("before the first week: the summary, then one line instead of the chart and the list")
    func preSeason() {
        let lines = render(FinancesFixtures.preSeason, selectedWeek: nil)
        #expect(lines.count == 10)
        #expect(lines[5] == "  Television                        £0    Wage bill                 £150.0k/wk")
        #expect(lines.last == FinancesViewModelTransform.emptyMessage)
    }

    @Test("a failed load is one line; a load under way says so")
    func failureAndLoading() {
        let context = RenderContext(width: 80, height: 19, colored: false)
        interactor.viewModel = FinancesViewModel(isLoading: false,
                                                 errorMessage: "Could not load the finances: no career in slot 'x'")
        #expect(FinancesView(presenter: interactor).render(in: context)
            == ["! Could not load the finances: no career in slot 'x'"])
        interactor.viewModel = FinancesViewModel()
        #expect(FinancesView(presenter: interactor).render(in: context) == ["Loading the finances…"])
    }

    @Test("arrows and vi keys move a week, [ ] a page of the rows shown; esc leaves; appear loads")
    func keys() async {
        let view = FinancesView(presenter: interactor)
        interactor.viewModel = FinancesViewModelTransform().transform(
            FinancesScreenState(isLoading: false, finances: FinancesFixtures.inDebt, selectedWeek: 4))
        _ = view.render(in: RenderContext(width: 80, height: 19, colored: false))
        for key in [Key.up, .character("k"), .down, .character("j"), .character("["), .character("]"), .escape] {
            #expect(await view.handle(key))
        }
        #expect(!(await view.handle(.enter)))
        #expect(interactor.selectionMoves == [-1, -1, 1, 1, -4, 4])
        #expect(interactor.closeCallCount == 1)
        await view.appear()
        #expect(interactor.loadCallCount == 1)
        #expect(view.keyHints.map(\.key) == ["↑↓", "[ ]", "esc"])
    }
}
