import DataManaging
import GameModels
import MatchDayFeature
import MatchDayFeatureMocks
import MatchEngine
import TestSupport
import Testing

@MainActor
@Suite("MatchDayInteractor: the live match")
struct MatchDayInteractorLiveTests {
    let mocks = MatchDayMocks()

    /// Kicked off, `ticks` ticks played, then paused.
    func pausedInteractor(after ticks: Int) async -> MatchDayInteractor {
        let interactor = await mocks.kickedOff()
        for _ in 0..<ticks { _ = await interactor.tick() }
        interactor.togglePause()
        #expect(interactor.state.clock?.isPaused == true)
        return interactor
    }

    /// The match the data layer answers with once `change` is made.
    func answer(_ change: MatchChange, to match: ManagedMatch = MatchDaySamples.managed()) {
        mocks.liveData.makeLiveChangeResult = .success(MatchDaySamples.live(
            MatchDaySamples.managed(changes: match.changes + [change]), minute: change.minute))
    }

    @Test("a match in progress opens straight into the live phase at its stored minute, the events up to it on show")
    func resumes() async throws {
        let live = MatchDaySamples.live(minute: 30)
        mocks.liveData.liveMatchResult = .success(live)
        let interactor = mocks.makeInteractor()
        await interactor.load()
        #expect(mocks.dataManager.nextMatchDayCareerIds.isEmpty)
        #expect(interactor.state.phase == .live)
        let clock = try #require(interactor.state.clock)
        #expect(clock.minute == 30)
        #expect(clock.revealedCount == live.match.report.events.count { $0.minute <= 30 })
        #expect(interactor.viewModel.live?.clock == "30'")
        #expect(interactor.viewModel.live?.fixture == "Crumpet Rovers v Sporting Wobbleton · Match day 1")
    }

    @Test("the minute reached is stored each time it moves on, and only then")
    func recordsMinutes() async throws {
        let interactor = await mocks.kickedOff()
        #expect(await interactor.tick())
        #expect(mocks.liveData.recordedMinutes.map(\.minute) == [1])
        interactor.togglePause()
        #expect(await interactor.tick() == false)
        interactor.changeSpeed(by: 1)
        interactor.changeSpeed(by: -1)
        #expect(mocks.liveData.recordedMinutes.map(\.minute) == [1])
        interactor.togglePause()
        // Through half time, whose hold ticks move nothing.
        for _ in 0..<55 where interactor.state.clock?.isRunning == true { _ = await interactor.tick() }
        let minute = try #require(interactor.state.clock?.minute)
        #expect(minute > 1)
        #expect(mocks.liveData.recordedMinutes.map(\.minute) == Array(1...minute))
        #expect(mocks.liveData.recordedMinutes.allSatisfy { $0.careerId == "career-1" })
    }

    @Test("paused, Enter picks the player to come off, then the substitute; the change is made at the clock's minute")
    func substitution() async throws {
        let interactor = await pausedInteractor(after: 20)
        let clock = try #require(interactor.state.clock)
        let situation = try #require(interactor.state.situation)
        let off = try #require(situation.onPitch.last?.playerId)
        let on = try #require(situation.bench.first)
        interactor.moveSelection(by: situation.onPitch.count - 1)
        await interactor.choosePlayer()
        #expect(interactor.state.management.offPlayerId == off)
        #expect(interactor.viewModel.live?.management?.prompt.hasPrefix("Taking off ") == true)
        let change = MatchChange(minute: clock.minute, kind: .substitution(off: off, on: on))
        answer(change)
        await interactor.choosePlayer()
        #expect(mocks.liveData.changes.map(\.change) == [change])
        #expect(mocks.liveData.changes.first?.careerId == "career-1")
        // The new match under the same clock: minute, what is on show, speed and pause stay.
        #expect(interactor.state.live?.match.changes == [change])
        let after = try #require(interactor.state.clock)
        #expect(after.minute == clock.minute && after.revealedCount == clock.revealedCount)
        #expect(after.isPaused && after.speed == clock.speed)
        #expect(interactor.state.management.offPlayerId == nil)
        #expect(interactor.state.situation?.bench.contains(on) == false)
    }

    @Test("Esc drops the pick; Enter on a substitute with nobody picked does nothing")
    func cancelPick() async throws {
        let interactor = await pausedInteractor(after: 10)
        await interactor.choosePlayer()
        #expect(interactor.state.management.offPlayerId != nil)
        interactor.cancelPick()
        #expect(interactor.state.management.offPlayerId == nil)
        await interactor.choosePlayer()
        #expect(mocks.liveData.changes.isEmpty)
    }

    @Test("f and i change the formation and the instruction at the clock's minute, and the live screen shows them")
    func formationAndInstruction() async throws {
        let interactor = await pausedInteractor(after: 30)
        let minute = try #require(interactor.state.clock?.minute)
        #expect(interactor.viewModel.live?.tactics == "4-4-2 · Hold")
        let formation = MatchChange(minute: minute, kind: .formation(.fourThreeThree))
        answer(formation)
        await interactor.changeLiveFormation()
        #expect(interactor.viewModel.live?.tactics == "4-3-3 · Hold")
        let instruction = MatchChange(minute: minute, kind: .instruction(.parkTheBus))
        answer(instruction, to: MatchDaySamples.managed(changes: [formation]))
        await interactor.changeInstruction()
        #expect(mocks.liveData.changes.map(\.change) == [formation, instruction])
        #expect(interactor.viewModel.live?.tactics == "4-3-3 · Park the bus")
    }

    @Test("a refused change shows the reason in one line, which resuming clears")
    func refusal() async {
        mocks.liveData.makeLiveChangeResult = .failure(.matchChangeRefused("All 5 substitutions are made."))
        let interactor = await pausedInteractor(after: 10)
        await interactor.changeLiveFormation()
        #expect(interactor.viewModel.live?.notice == "All 5 substitutions are made.")
        #expect(interactor.state.phase == .live)
        interactor.togglePause()
        #expect(interactor.viewModel.live?.notice == nil)
    }

    @Test("management keys do nothing while the match runs")
    func nothingWhileRunning() async {
        let interactor = await mocks.kickedOff()
        await interactor.choosePlayer()
        await interactor.changeLiveFormation()
        await interactor.changeInstruction()
        await interactor.acceptSuggestion()
        #expect(mocks.liveData.changes.isEmpty)
        #expect(interactor.viewModel.live?.management == nil)
    }

    @Test("an injury to one of the user's players pauses the match with the assistant's advice, which a accepts")
    func injuryPausesAndAccept() async throws {
        let (seed, injury) = try #require(MatchDaySamples.injurySeed)
        let match = MatchDaySamples.managed(seed: seed)
        mocks.liveData.startLiveMatchResult = .success(MatchDaySamples.live(match))
        let interactor = await mocks.kickedOff()
        interactor.changeSpeed(by: 2)
        for _ in 0..<100 where interactor.state.clock?.isRunning == true { _ = await interactor.tick() }
        let clock = try #require(interactor.state.clock)
        #expect(clock.isPaused)
        #expect(match.report.events.prefix(clock.revealedCount).last { $0.kind == .injury } == injury)
        let suggestion = try #require(interactor.state.situation?.suggestion)
        #expect(suggestion.reason == .injured(playerId: injury.playerId ?? ""))
        #expect(interactor.viewModel.live?.management?.suggestion?.contains(" is injured — bring on ") == true)
        answer(suggestion.change, to: match)
        mocks.liveData.makeLiveChangeResult = .success(MatchDaySamples.live(
            MatchDaySamples.managed(seed: seed, changes: [suggestion.change]), minute: clock.minute))
        await interactor.acceptSuggestion()
        #expect(mocks.liveData.changes.map(\.change) == [suggestion.change])
        #expect(suggestion.change.minute == clock.minute)
    }

    @Test("s hands the rest of the match to the assistant at the minute reached, then jumps to full time")
    func skip() async throws {
        let interactor = await mocks.kickedOff()
        for _ in 0..<3 { _ = await interactor.tick() }
        let change = MatchChange(minute: 3, kind: .assistantTakesOver)
        answer(change)
        await interactor.skipToFullTime()
        #expect(mocks.liveData.changes.map(\.change) == [change])
        #expect(interactor.state.clock?.isFinished == true)
        #expect(mocks.liveData.recordedMinutes.last?.minute == interactor.state.clock?.finalMinute)
        #expect(mocks.delegate.playedSummaries.isEmpty)
    }

    @Test("a refused hand-over stays at the minute with the reason")
    func skipRefused() async {
        mocks.liveData.makeLiveChangeResult = .failure(.matchChangeRefused("The match is over."))
        let interactor = await mocks.kickedOff()
        await interactor.skipToFullTime()
        #expect(interactor.state.clock?.isFinished == false)
        #expect(interactor.viewModel.live?.notice == "The match is over.")
    }
}
