import DesignSystem
import HistoryFeature
import HistoryFeatureMocks
import Navigation
import TestSupport
import Testing

@MainActor
@Suite("HistoryView")
struct HistoryViewTests {
    let interactor = MockHistoryInteractor()

    @Test("arrows and vi keys switch sections and scroll; esc leaves; appear loads")
    func keys() async {
        interactor.viewModel = HistoryViewModel(rows: [["a"], ["b"], ["c"]], highlighted: [false, false, false])
        let view = HistoryView(presenter: interactor)
        for key in [Key.left, .character("h"), .right, .character("l"), .up, .down, .escape] {
            #expect(await view.handle(key))
        }
        #expect(interactor.sectionSwitches == [-1, -1, 1, 1])
        #expect(interactor.scrolls == [.init(offset: -1, limit: 2), .init(offset: 1, limit: 2)])
        #expect(interactor.closeCallCount == 1)
        await view.appear()
        #expect(interactor.loadCallCount == 1)
    }

    @Test("the section bar over an aligned table that fits the screen")
    func rendering() {
        interactor.viewModel = HistoryViewModelTransform().transform(
            HistoryScreenState(isLoading: false, history: HistoryFixtures.history, section: .club))
        let context = RenderContext(width: 80, height: 10, colored: false)
        let lines = HistoryView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        #expect(lines[0] == " Champions  [Your club]  Cup   Records ")
        #expect(lines[2] == "Season   Tier  Pos  Pts  Top scorer")
        #expect(lines[4] == "2026/27  1     4    62   Percy Pumpernickel (14)")
    }

    @Test("with room for both, the finishes chart stands over the club's table")
    func chartOverTheTable() {
        interactor.viewModel = HistoryViewModelTransform().transform(
            HistoryScreenState(isLoading: false, history: HistoryFixtures.history, section: .club))
        let context = RenderContext(width: 80, height: 24, colored: false)
        let lines = HistoryView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        #expect(lines[2].hasPrefix("Finishes, season by season"))
        #expect(lines[3].hasPrefix("1st, tier 1 ┤") && lines.contains { $0.contains("┼") })
        #expect(lines.contains("Season   Tier  Pos  Pts  Top scorer"))
    }

    @Test("a long list scrolls to its last full screen at most")
    func scrolling() {
        interactor.viewModel = HistoryViewModel(isLoading: false, sections: [], header: ["N"],
                                                rows: (1...30).map { ["\($0)"] },
                                                highlighted: Array(repeating: false, count: 30), scrollOffset: 99)
        let lines = HistoryView(presenter: interactor).render(in: RenderContext(width: 80, height: 8, colored: false))
        #expect(lines.count == 8 && lines.last == "30")
    }
}
