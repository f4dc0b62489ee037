import Navigation
import PlayerFeature
import PlayerFeatureMocks
import Testing

@MainActor
@Suite("PlayerView keys")
struct PlayerViewKeyTests {
    let interactor = MockPlayerInteractor()
    var view: PlayerView { PlayerView(presenter: interactor) }

    @Test("up/k and down/j scroll the page, limited to its last line")
    func scrolling() async {
        // One season makes a 21-line page (lines 0…20); ten make 30.
        interactor.viewModel = PlayerFixtures.loaded(seasons: 1)
        let view = self.view
        for key in [Key.up, .character("k"), .down, .character("j")] {
            #expect(await view.handle(key))
        }
        interactor.viewModel = PlayerFixtures.loaded(seasons: 10)
        #expect(await view.handle(.down))
        #expect(interactor.scrolls == [
            .init(offset: -1, limit: 20), .init(offset: -1, limit: 20), .init(offset: 1, limit: 20),
            .init(offset: 1, limit: 20), .init(offset: 1, limit: 29),
        ])
    }

    @Test("before the profile has loaded there is nothing to scroll")
    func noScrollWhileLoading() async {
        #expect(await view.handle(.down))
        #expect(interactor.scrolls.isEmpty)
    }

    @Test("esc closes")
    func escape() async {
        #expect(await view.handle(.escape))
        #expect(interactor.closeCallCount == 1)
    }

    @Test("q, ? and other keys are left to the runtime")
    func unusedKeys() async {
        interactor.viewModel = PlayerFixtures.loaded()
        let view = self.view
        for key in [Key.character("q"), .character("?"), .enter, .left, .right, .tab, .backspace,
                    .character("x"), .text("abc")] {
            #expect(await view.handle(key) == false)
        }
        #expect(interactor.scrolls.isEmpty)
        #expect(interactor.closeCallCount == 0)
        #expect(!view.capturesText)
    }

    @Test("appearing loads the player")
    func appearLoads() async {
        await view.appear()
        #expect(interactor.loadCallCount == 1)
    }

    @Test("the key hints name every action")
    func hints() {
        #expect(view.keyHints.map(\.label) == ["scroll", "back"])
    }
}
