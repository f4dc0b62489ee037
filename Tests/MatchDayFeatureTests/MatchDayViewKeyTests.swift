import MatchDayFeature
import MatchDayFeatureMocks
import Navigation
import Testing

@MainActor
@Suite("MatchDayView keys")
struct MatchDayViewKeyTests {
    let interactor = MockMatchDayInteractor()

    func view(_ viewModel: MatchDayViewModel) -> MatchDayView {
        interactor.viewModel = viewModel
        return MatchDayView(presenter: interactor)
    }

    nonisolated static let phases: [MatchDayViewModel] = [
        MatchDayViewModel(), MatchDayFixtures.preMatch(), MatchDayFixtures.idleDay, MatchDayFixtures.live(),
        MatchDayFixtures.postMatch(),
    ]

    @Test("pre-match: arrows and vi keys select, space cycles, f and a pick, enter kicks off, esc leaves")
    func preMatch() async {
        let view = view(MatchDayFixtures.preMatch())
        for key in [Key.up, .character("k"), .down, .character("j"), .character(" "), .character("f"),
                    .character("a"), .enter, .character("n"), .escape] {
            #expect(await view.handle(key))
        }
        #expect(interactor.moveSelectionOffsets == [-1, -1, 1, 1])
        #expect(interactor.cycleRoleCallCount == 1)
        #expect(interactor.nextFormationCallCount == 1)
        #expect(interactor.autoPickCallCount == 1)
        #expect(interactor.kickOffCallCount == 1)
        #expect(interactor.playUntilNewsCallCount == 1)
        #expect(interactor.closeCallCount == 1)
        #expect(interactor.totalCallCount == 10)
    }

    @Test("an idle day: enter plays it, n plays on until news, esc leaves, arrows do nothing")
    func idleDay() async {
        let view = view(MatchDayFixtures.idleDay)
        #expect(await view.handle(.enter))
        #expect(await view.handle(.character("n")))
        #expect(await view.handle(.escape))
        #expect(await view.handle(.down) == false)
        #expect(interactor.kickOffCallCount == 1)
        #expect(interactor.playUntilNewsCallCount == 1)
        #expect(interactor.closeCallCount == 1)
        #expect(interactor.totalCallCount == 3)
    }

    @Test("live: +/- speed, space pauses, s skips, →/l steps, enter asks for the report")
    func live() async {
        let view = view(MatchDayFixtures.live())
        for key in [Key.character("+"), .character("="), .character("-"), .character(" "), .character("s"),
                    .right, .character("l"), .enter] {
            #expect(await view.handle(key))
        }
        #expect(interactor.changeSpeedOffsets == [1, 1, -1])
        #expect(interactor.togglePauseCallCount == 1)
        #expect(interactor.skipToFullTimeCallCount == 1)
        #expect(interactor.stepToNextEventCallCount == 2)
        #expect(interactor.showReportCallCount == 1)
        #expect(await view.handle(.escape) == false)
        #expect(interactor.closeCallCount == 0)
    }

    @Test("post-match: select, switch panel, open the player, c or esc continues")
    func postMatch() async {
        let view = view(MatchDayFixtures.postMatch())
        for key in [Key.up, .character("k"), .down, .character("j"), .left, .character("h"), .right,
                    .character("l"), .enter, .character("c"), .escape] {
            #expect(await view.handle(key))
        }
        #expect(interactor.moveSelectionOffsets == [-1, -1, 1, 1])
        #expect(interactor.switchReportPanelOffsets == [-1, -1, 1, 1])
        #expect(interactor.openSelectedPlayerCallCount == 1)
        #expect(interactor.continueCallCount == 2)
        #expect(interactor.closeCallCount == 0)
    }

    @Test("without content only esc is used: it leaves")
    func noContent() async {
        let view = view(MatchDayViewModel(isLoading: false, errorMessage: "the season is over"))
        #expect(await view.handle(.enter) == false)
        #expect(await view.handle(.escape))
        #expect(interactor.closeCallCount == 1)
        #expect(interactor.totalCallCount == 1)
    }

    @Test("q, ? and other keys are left to the runtime in every phase", arguments: phases.indices)
    func unusedKeys(_ phase: Int) async {
        let view = view(Self.phases[phase])
        for key in [Key.character("q"), .character("?"), .tab, .backspace, .character("x"), .text("abc")] {
            #expect(await view.handle(key) == false)
        }
        #expect(interactor.totalCallCount == 0)
        #expect(!view.capturesText)
    }

    @Test("paused, the panel's keys manage the side; running, they are not taken")
    func management() async {
        let paused = view(MatchDayFixtures.live(isPaused: true))
        for key in [Key.up, .character("k"), .down, .character("j"), .enter, .escape, .character("f"),
                    .character("i"), .character("a")] {
            #expect(await paused.handle(key))
        }
        #expect(interactor.moveSelectionOffsets == [-1, -1, 1, 1])
        #expect(interactor.choosePlayerCallCount == 1)
        #expect(interactor.cancelPickCallCount == 1)
        #expect(interactor.changeLiveFormationCallCount == 1)
        #expect(interactor.changeInstructionCallCount == 1)
        #expect(interactor.acceptSuggestionCallCount == 1)
        #expect(interactor.showReportCallCount == 0)
        // Space, s, speed and → still work while paused.
        #expect(await paused.handle(.character(" ")))
        #expect(await paused.handle(.character("s")))
        #expect(interactor.togglePauseCallCount == 1 && interactor.skipToFullTimeCallCount == 1)

        let running = view(MatchDayFixtures.live())
        for key in [Key.up, .down, .character("f"), .character("i"), .character("a"), .escape] {
            #expect(await running.handle(key) == false)
        }
        #expect(interactor.moveSelectionOffsets.count == 4)
    }

    @Test("appearing loads")
    func appearLoads() async {
        await view(MatchDayViewModel()).appear()
        #expect(interactor.loadCallCount == 1)
    }

    @Test("only a running replay asks to be ticked, and a tick goes to the presenter")
    func ticking() async {
        #expect(view(MatchDayFixtures.live()).tickInterval == .milliseconds(250))
        #expect(view(MatchDayFixtures.live(isPaused: true)).tickInterval == nil)
        #expect(view(MatchDayFixtures.live(isFinished: true)).tickInterval == nil)
        #expect(view(MatchDayFixtures.preMatch()).tickInterval == nil)
        #expect(view(MatchDayFixtures.postMatch()).tickInterval == nil)

        let live = view(MatchDayFixtures.live())
        #expect(await live.tick())
        interactor.tickResult = false
        #expect(await live.tick() == false)
        #expect(interactor.tickCallCount == 2)
    }

    @Test("the key hints follow the phase")
    func hints() {
        #expect(view(MatchDayViewModel()).keyHints.map(\.label) == ["back"])
        #expect(view(MatchDayFixtures.preMatch()).keyHints.map(\.label)
                == ["kick off", "role", "formation", "instruction", "auto-pick", "play on until news", "select", "back"])
        #expect(view(MatchDayFixtures.idleDay).keyHints.map(\.label) == ["play the day", "play on until news", "back"])
        #expect(view(MatchDayFixtures.live()).keyHints.map(\.label)
                == ["skip to FT", "pause & manage", "speed", "next event", "stats"])
        #expect(view(MatchDayFixtures.live(isPaused: true)).keyHints.map(\.label)
                == ["accept", "take off", "formation", "instruction", "resume", "select", "skip to FT"])
        #expect(view(MatchDayFixtures.live(isPaused: true, management: MatchDayFixtures.management(suggestion: nil)))
            .keyHints.first?.label == "take off")
        var picking = MatchDayFixtures.management(suggestion: nil)
        picking.rows[0].kind = .comingOff
        #expect(view(MatchDayFixtures.live(isPaused: true, management: picking)).keyHints.prefix(2).map(\.label)
                == ["bring on", "cancel"])
        #expect(view(MatchDayFixtures.live(isFinished: true)).keyHints.map(\.label) == ["report"])
        #expect(view(MatchDayFixtures.postMatch()).keyHints.map(\.label)
                == ["continue", "profile", "ratings/stats/results", "select"])
    }
}
