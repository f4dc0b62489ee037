import Navigation
import TeamFeature
import TeamFeatureMocks
import Testing

@MainActor
@Suite("TeamView keys")
struct TeamViewKeyTests {
    let interactor = MockTeamInteractor()
    var view: TeamView { TeamView(presenter: interactor) }

    @Test("up/k and down/j move the selection")
    func selection() async {
        let view = self.view
        for key in [Key.up, .character("k"), .down, .character("j")] {
            #expect(await view.handle(key))
        }
        #expect(interactor.moveSelectionOffsets == [-1, -1, 1, 1])
    }

    @Test("left/h and right/l choose the sort column, r reverses it")
    func sorting() async {
        let view = self.view
        for key in [Key.left, .character("h"), .right, .character("l"), .character("r")] {
            #expect(await view.handle(key))
        }
        #expect(interactor.moveSortColumnOffsets == [-1, -1, 1, 1])
        #expect(interactor.reverseSortCallCount == 1)
    }

    @Test("enter opens the selected player, d toggles the detail panel, esc closes")
    func enterDetailAndEscape() async {
        #expect(await view.handle(.enter))
        #expect(interactor.openSelectedPlayerCallCount == 1)
        #expect(interactor.toggleDetailCallCount == 0)
        #expect(await view.handle(.character("d")))
        #expect(interactor.toggleDetailCallCount == 1)
        #expect(interactor.openSelectedPlayerCallCount == 1)
        #expect(await view.handle(.escape))
        #expect(interactor.closeCallCount == 1)
    }

    @Test("q, ? and other keys are left to the runtime")
    func unusedKeys() async {
        for key in [Key.character("q"), .character("?"), .tab, .backspace, .character("x"), .text("abc")] {
            #expect(await view.handle(key) == false)
        }
        #expect(interactor.moveSelectionOffsets.isEmpty)
        #expect(interactor.moveSortColumnOffsets.isEmpty)
        #expect(interactor.reverseSortCallCount == 0)
        #expect(interactor.toggleDetailCallCount == 0)
        #expect(interactor.openSelectedPlayerCallCount == 0)
        #expect(interactor.closeCallCount == 0)
        #expect(!view.capturesText)
    }

    @Test("appearing loads the squad")
    func appearLoads() async {
        await view.appear()
        #expect(interactor.loadCallCount == 1)
    }

    @Test("the key hints name every action")
    func hints() {
        #expect(view.keyHints.map(\.label) == ["select", "sort by", "reverse", "profile", "details", "back"])
    }
}
