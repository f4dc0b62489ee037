import DesignSystem
import Navigation
import SeasonReviewFeature
import SeasonReviewFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("SeasonReviewView")
struct SeasonReviewViewTests {
    let interactor = MockSeasonReviewInteractor()

    @Test("keys reach the presenter: arrows and vi keys move, space toggles, enter confirms, esc closes")
    func keys() async {
        let view = SeasonReviewView(presenter: interactor)
        for key in [Key.up, .character("k"), .down, .character("j"), .character(" "), .enter, .escape] {
            #expect(await view.handle(key))
        }
        #expect(interactor.moves == [-1, -1, 1, 1])
        #expect(interactor.toggleCallCount == 1 && interactor.confirmCallCount == 1 && interactor.closeCallCount == 1)
        #expect(!(await view.handle(.character("x"))))
        await view.appear()
        #expect(interactor.loadCallCount == 1)
    }

    @Test("a long page keeps the selected line on screen, marked, and fits the screen")
    func rendering() {
        interactor.viewModel = SeasonReviewViewModel(
            title: "Season Review 2026/27", phase: .decisions,
            lines: (0..<40).map { .init("line \($0)") }, selectedLine: 30)
        let view = SeasonReviewView(presenter: interactor)
        let context = RenderContext(width: 80, height: 10, colored: false)
        let lines = view.render(in: context)
        expectFits(lines, context)
        #expect(lines.contains("> line 30"))
        #expect(view.keyHints.first?.label == "start next season")
    }

    @Test("the summary scrolls to its last full screen at most, with an error line above when there is one")
    func summaryScroll() {
        interactor.viewModel = SeasonReviewViewModel(phase: .summary, errorMessage: "Could not start",
                                                     lines: (0..<12).map { .init("line \($0)") }, scrollOffset: 50)
        let lines = SeasonReviewView(presenter: interactor).render(in: RenderContext(width: 80, height: 6,
                                                                                    colored: false))
        #expect(lines.count == 6 && lines.last == "  line 11")
        #expect(lines.first?.contains("Could not start") == true)
    }
}
