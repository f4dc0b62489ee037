import Navigation
import PlayerFeature
import PlayerFeatureMocks
import Testing

@MainActor
@Suite("PlayerView contracts")
struct PlayerContractViewTests {
    let interactor = MockPlayerInteractor()
    var view: PlayerView { PlayerView(presenter: interactor) }
    let renewal = PlayerPromptViewModel.acceptOrCancel("He asks £14.0k/wk · Enter accepts, Esc cancels")
    let release = PlayerPromptViewModel.yesOrNo("Release him and pay £156k? y/N")

    @Test("r and u ask for a player under contract, and are hinted")
    func asking() async {
        interactor.viewModel = PlayerFixtures.loaded(canDecideContract: true)
        #expect(await view.handle(.character("r")))
        #expect(await view.handle(.character("u")))
        #expect(interactor.askRenewalCallCount == 1 && interactor.askReleaseCallCount == 1)
        #expect(view.keyHints.map(\.label) == ["scroll", "renew", "release", "back"])
    }

    @Test("for a free agent r and u are not the view's")
    func freeAgent() async {
        interactor.viewModel = PlayerFixtures.loaded()
        #expect(await view.handle(.character("r")) == false)
        #expect(await view.handle(.character("u")) == false)
        #expect(interactor.askRenewalCallCount == 0 && interactor.askReleaseCallCount == 0)
    }

    @Test("a renewal is accepted with Enter and cancelled with Esc, which does not leave the profile")
    func renewalAnswers() async {
        interactor.viewModel = PlayerFixtures.loaded(canDecideContract: true, prompt: renewal)
        #expect(view.keyHints.map(\.label) == ["accept", "cancel"])
        #expect(await view.handle(.enter))
        #expect(await view.handle(.escape))
        #expect(await view.handle(.character("u")))
        #expect(await view.handle(.character("q")) == false)
        #expect(interactor.confirmCallCount == 1 && interactor.cancelQuestionCallCount == 1)
        #expect(interactor.closeCallCount == 0 && interactor.askReleaseCallCount == 0)
    }

    @Test("a release needs y; n, Enter or Esc keep him")
    func releaseAnswers() async {
        interactor.viewModel = PlayerFixtures.loaded(canDecideContract: true, prompt: release)
        #expect(view.keyHints.map(\.label) == ["release", "keep him"])
        for key in [Key.character("n"), .enter, .escape] { #expect(await view.handle(key)) }
        #expect(interactor.confirmCallCount == 0 && interactor.cancelQuestionCallCount == 3)
        #expect(await view.handle(.character("y")))
        #expect(interactor.confirmCallCount == 1 && interactor.closeCallCount == 0)
    }

    @Test("an outcome line answers nothing: keys work as usual")
    func outcomeLine() async {
        interactor.viewModel = PlayerFixtures.loaded(canDecideContract: true,
                                                     prompt: PlayerPromptViewModel.report("Contract renewed"))
        #expect(await view.handle(.escape))
        #expect(interactor.closeCallCount == 1 && interactor.cancelQuestionCallCount == 0)
    }

    @Test("a refusal is painted as bad news, a question as an accent")
    func colours() {
        interactor.viewModel = PlayerFixtures.loaded(prompt: PlayerPromptViewModel.refusal("no"))
        #expect(view.render(in: RenderContext(width: 80, height: 21, colored: true)).last == "\u{1B}[1;31mno\u{1B}[0m")
        interactor.viewModel = PlayerFixtures.loaded(prompt: release)
        #expect(view.render(in: RenderContext(width: 80, height: 21, colored: true)).last
            == "\u{1B}[33mRelease him and pay £156k? y/N\u{1B}[0m")
    }

    @Test("the prompt takes the screen's last line, under the profile")
    func rendering() {
        interactor.viewModel = PlayerFixtures.loaded(canDecideContract: true, prompt: release)
        let lines = view.render(in: RenderContext(width: 80, height: 21, colored: false))
        #expect(lines.count == 21)
        #expect(lines.last == "Release him and pay £156k? y/N")
        #expect(lines[0].hasPrefix("┌─ Ivy Nutmeg ─"))
        let narrow = view.render(in: RenderContext(width: 20, height: 5, colored: false))
        #expect(narrow.count == 5 && narrow.last.map { $0.count <= 20 } == true)
    }
}
