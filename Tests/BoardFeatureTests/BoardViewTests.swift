import BoardFeature
import BoardFeatureMocks
import DataManaging
import DesignSystem
import Navigation
import TestSupport
import Testing

@MainActor
@Suite("BoardView")
struct BoardViewTests {
    let interactor = MockBoardInteractor()

    private func viewModel(_ state: BoardScreenState) -> BoardViewModel {
        BoardViewModelTransform().transform(state)
    }

    @Test("arrows and vi keys move, Enter accepts, a opens the field, esc leaves; appear loads")
    func keys() async {
        interactor.viewModel = viewModel(BoardScreenState(isLoading: false, status: BoardFixtures.sacked))
        let view = BoardView(presenter: interactor)
        for key in [Key.up, .character("k"), .down, .character("j"), .enter, .character("a"), .escape] {
            #expect(await view.handle(key))
        }
        #expect(interactor.moves == [-1, -1, 1, 1])
        #expect(interactor.acceptCallCount == 1 && interactor.startApplyingCallCount == 1 && interactor.closeCallCount == 1)
        #expect(await view.handle(.character("z")) == false)
        await view.appear()
        #expect(interactor.loadCallCount == 1)
    }

    @Test("while typing a club's name, keys type, Backspace erases, Enter applies, esc cancels")
    func typing() async {
        interactor.viewModel = viewModel(BoardScreenState(isLoading: false, status: BoardFixtures.warned,
                                                          application: "Mud"))
        let view = BoardView(presenter: interactor)
        for key in [Key.character("d"), .text("dy"), .backspace, .enter, .escape] {
            #expect(await view.handle(key))
        }
        #expect(interactor.typed == ["d", "dy"] && interactor.eraseCallCount == 1)
        #expect(interactor.submitCallCount == 1 && interactor.cancelCallCount == 1 && interactor.acceptCallCount == 0)
    }

    @Test("the confidence bar, the verdict and the offers, within the screen")
    func render() {
        interactor.viewModel = viewModel(BoardScreenState(isLoading: false, status: BoardFixtures.sacked,
                                                          selectedIndex: 1))
        let context = RenderContext(width: 60, height: 14, colored: false)
        let lines = BoardView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        #expect(lines.contains("Confidence  ░░░░░░░░░░░░░░░░░░░░  0/100"))
        #expect(lines.contains { $0.hasPrefix("Sacked by Custard Rovers.") })
        #expect(lines.contains { $0.hasPrefix("▶ Athletic Puddlebury") })
        #expect(lines.contains { $0.hasPrefix("  Real Muddyford") })
    }

    @Test("the application field shows what is typed")
    func field() {
        interactor.viewModel = viewModel(BoardScreenState(isLoading: false, status: BoardFixtures.warned,
                                                          application: "Mud"))
        let context = RenderContext(width: 80, height: 16, colored: false)
        let lines = BoardView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        #expect(lines.contains { $0.hasPrefix("▶ Apply to: [Mud_") })
        #expect(lines.contains("Confidence  ████░░░░░░░░░░░░░░░░  24/100"))
    }
}
