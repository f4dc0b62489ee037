import DataManaging
import GameModels
import MatchDayFeature
import MatchDayFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("MatchDayInteractor: loading and pre-match")
struct MatchDayInteractorTests {
    let mocks = MatchDayMocks()
    let suggested = MatchDaySamples.suggested

    init() {
        mocks.dataManager.playMatchDayResult = .success(SeasonFixtures.playedMatchDay)
    }

    func makeInteractor(transform: any MatchDayViewModelTransformProtocol = MatchDayViewModelTransform())
        -> MatchDayInteractor {
        mocks.makeInteractor(careerId: "career-7", transform: transform)
    }

    func loadedInteractor() async -> MatchDayInteractor {
        let interactor = makeInteractor()
        await interactor.load()
        return interactor
    }

    func select(_ id: String, in interactor: MatchDayInteractor) {
        interactor.moveSelection(by: -100)
        interactor.moveSelection(by: MatchDaySamples.row(of: id))
        #expect(interactor.state.selectedPlayer?.id == id)
    }

    func preMatch(_ interactor: MatchDayInteractor) -> PreMatchViewModel? { interactor.viewModel.preMatch }

    @Test("before loading it is in the loading phase and has asked for nothing")
    func initialState() {
        let transform = MockMatchDayViewModelTransform()
        let interactor = makeInteractor(transform: transform)
        #expect(interactor.state == MatchDayScreenState())
        #expect(interactor.state.phase == .loading)
        #expect(transform.states == [MatchDayScreenState()])
        #expect(mocks.dataManager.nextMatchDayCareerIds.isEmpty)
    }

    @Test("load fetches the next match day and starts from the suggested line-up")
    func loads() async {
        let transform = MockMatchDayViewModelTransform()
        transform.viewModel = MatchDayViewModel(isLoading: false, errorMessage: "marker")
        let interactor = makeInteractor(transform: transform)
        await interactor.load()

        #expect(mocks.liveData.liveMatchCareerIds == ["career-7"])
        #expect(mocks.dataManager.nextMatchDayCareerIds == ["career-7"])
        #expect(mocks.careerData.careerSummaryCareerIds.isEmpty)
        #expect(interactor.state.phase == .preMatch)
        #expect(!interactor.state.isLoading)
        #expect(interactor.state.preview == SeasonFixtures.matchDayPreview)
        #expect(interactor.state.lineUp == suggested)
        #expect(interactor.state.selectedIndex == 0)
        #expect(transform.lastState == interactor.state)
        #expect(interactor.viewModel == transform.viewModel)
    }

    @Test("loading again before kick-off reads the squad again and keeps the edits when nothing changed")
    func loadAgainKeepsAnUnchangedDay() async {
        let interactor = await loadedInteractor()
        interactor.cycleRole()
        interactor.nextInstruction()
        let edited = interactor.state
        await interactor.load()
        #expect(mocks.dataManager.nextMatchDayCareerIds.count == 2)
        #expect(interactor.state == edited)
    }

    @Test("a player gone from the squad (released or sold in another tab) leaves the line-up on the next appearance")
    func loadAgainDropsADepartedPlayer() async throws {
        mocks.dataManager.nextMatchDayResult = .success(MatchDaySamples.preview())
        let interactor = await loadedInteractor()
        interactor.nextInstruction()
        let instruction = interactor.state.instruction
        let departed = try #require(interactor.state.lineUp?.starters.first)
        select(departed, in: interactor)
        let selectedBefore = interactor.state.selectedIndex
        let squad = SeasonFixtures.userSquad.filter { $0.id != departed }
        mocks.dataManager.nextMatchDayResult = .success(MatchDaySamples.preview(userSquad: squad))

        await interactor.load()

        let lineUp = try #require(interactor.state.lineUp)
        #expect(interactor.state.squad.map(\.id) == squad.map(\.id))
        #expect(!lineUp.starters.contains(departed) && !lineUp.bench.contains(departed))
        #expect(LineUpRule.validate(lineUp, squad: squad) == nil)
        #expect(interactor.state.instruction == instruction)
        #expect(interactor.state.selectedIndex == selectedBefore)
        await interactor.kickOff()
        #expect(mocks.liveData.startRequests.map(\.lineUp) == [lineUp])
    }

    @Test("a different day on the next appearance (played elsewhere) starts from its own suggestion")
    func loadAgainTakesANewDay() async {
        mocks.dataManager.nextMatchDayResult = .success(MatchDaySamples.preview())
        let interactor = await loadedInteractor()
        interactor.cycleRole()
        let next = MatchDaySamples.preview(matchDay: 2)
        mocks.dataManager.nextMatchDayResult = .success(next)
        await interactor.load()
        #expect(interactor.state.preview == next)
        #expect(interactor.state.lineUp == next.userMatch?.user.suggestedLineUp)
    }

    @Test("a failed load is one line, and the next appearance tries again")
    func loadError() async {
        mocks.dataManager.nextMatchDayResult = .failure(.storage("disk on fire"))
        let interactor = await loadedInteractor()
        #expect(interactor.state.errorMessage == "Could not load the match day: storage error: disk on fire")
        #expect(interactor.viewModel.errorMessage == interactor.state.errorMessage)
        #expect(interactor.viewModel.content == nil)
        #expect(!interactor.state.isLoading)
        #expect(interactor.state.phase == .loading)

        mocks.dataManager.nextMatchDayResult = .success(SeasonFixtures.matchDayPreview)
        await interactor.load()
        #expect(mocks.dataManager.nextMatchDayCareerIds.count == 2)
        #expect(interactor.state.errorMessage == nil)
        #expect(interactor.state.phase == .preMatch)
    }

    @Test("a finished season says so and leads to the Season Review, playing nothing")
    func seasonOver() async {
        mocks.dataManager.nextMatchDayResult = .failure(.seasonOver(seasonLabel: "2026/27"))
        let interactor = await loadedInteractor()
        #expect(interactor.state.errorMessage == "The 2026/27 season is over: every match is played.")
        #expect(interactor.viewModel.content == nil && interactor.viewModel.seasonOver)
        await interactor.kickOff()
        #expect(mocks.dataManager.playMatchDayRequests.isEmpty)
        interactor.reviewSeason()
        #expect(mocks.delegate.seasonEndCallCount == 1)
    }

    @Test("the Season Review is only asked for once the season is over")
    func noReviewMidSeason() async {
        let interactor = await loadedInteractor()
        interactor.reviewSeason()
        #expect(mocks.delegate.seasonEndCallCount == 0)
    }

    @Test("esc before kick-off (or with nothing loaded) asks to close")
    func close() async {
        mocks.dataManager.nextMatchDayResult = .failure(.seasonOver(seasonLabel: "2026/27"))
        let failed = await loadedInteractor()
        failed.close()
        #expect(mocks.delegate.didRequestCloseCallCount == 1)

        mocks.dataManager.nextMatchDayResult = .success(SeasonFixtures.matchDayPreview)
        let interactor = await loadedInteractor()
        interactor.close()
        #expect(mocks.delegate.didRequestCloseCallCount == 2)
    }

    @Test("the selection moves through the squad and stops at either end")
    func selection() async {
        let interactor = await loadedInteractor()
        interactor.moveSelection(by: -1)
        #expect(interactor.state.selectedIndex == 0)
        interactor.moveSelection(by: 3)
        #expect(interactor.state.selectedPlayer?.id == "player-4")
        interactor.moveSelection(by: 100)
        #expect(interactor.state.selectedIndex == SeasonFixtures.userSquad.count - 1)
        #expect(preMatch(interactor)?.squad.selectedRow == SeasonFixtures.userSquad.count - 1)
    }

    @Test("space cycles a starter to the bench, out, and back into the eleven")
    func cycleStarter() async throws {
        let interactor = await loadedInteractor()
        let starter = try #require(suggested.starters.last)
        select(starter, in: interactor)

        interactor.cycleRole()
        #expect(interactor.state.lineUp?.starters == suggested.starters.filter { $0 != starter })
        #expect(interactor.state.lineUp?.bench == suggested.bench + [starter])
        interactor.cycleRole()
        #expect(interactor.state.lineUp?.starters == suggested.starters.filter { $0 != starter })
        #expect(interactor.state.lineUp?.bench == suggested.bench)
        interactor.cycleRole()
        #expect(interactor.state.lineUp?.starters == suggested.starters.filter { $0 != starter } + [starter])
        #expect(interactor.state.lineUp?.bench == suggested.bench)
        #expect(interactor.state.lineUp?.formation == .fourFourTwo)
        #expect(preMatch(interactor)?.squad.rows[MatchDaySamples.row(of: starter)].role == .starter)
    }

    @Test("a player left out joins the eleven on the first press")
    func cycleLeftOut() async {
        let shortBench = LineUp(formation: .fourFourTwo, starters: suggested.starters, bench: ["player-2"])
        mocks.dataManager.nextMatchDayResult = .success(MatchDaySamples.preview(suggested: shortBench))
        let interactor = await loadedInteractor()
        select("player-5", in: interactor)
        #expect(interactor.state.lineUp?.role(of: "player-5") == SquadRole.none)
        interactor.cycleRole()
        #expect(interactor.state.lineUp?.starters == suggested.starters + ["player-5"])
        #expect(preMatch(interactor)?.status == "XI 12/11 · Bench 1/7 · 1 out of position (*)")
    }

    @Test("injured or suspended players cannot be picked, only left out")
    func unavailablePlayers() async {
        let squad = MatchDaySamples.squad(with: PlayerCondition(fitness: 60, injuryMatchDays: 2), for: 5)
        let fit = LineUpPicker.pick(from: squad, formation: .fourFourTwo)
        // A stale suggestion that still names the injured player, as one made before his injury would.
        let stale = LineUp(formation: .fourFourTwo, starters: fit.starters, bench: fit.bench + ["player-5"])
        mocks.dataManager.nextMatchDayResult = .success(MatchDaySamples.preview(userSquad: squad, suggested: stale))
        let interactor = await loadedInteractor()
        select("player-5", in: interactor)

        interactor.cycleRole()
        #expect(interactor.state.lineUp == fit)
        interactor.cycleRole()
        #expect(interactor.state.lineUp == fit)
        #expect(preMatch(interactor)?.squad.rows[4].unavailability == "INJ")
    }

    @Test("f moves to the next formation, wrapping after the last; untouched, the eleven is the best for it")
    func formations() async {
        let interactor = await loadedInteractor()
        let squad = SeasonFixtures.userSquad
        interactor.nextFormation()
        #expect(interactor.state.lineUp?.formation == .fourThreeThree)
        #expect(Set(interactor.state.lineUp?.starters ?? [])
                == Set(LineUpPicker.pick(from: squad, formation: .fourThreeThree).starters))
        for _ in 0..<3 { interactor.nextFormation() }
        #expect(interactor.state.lineUp?.formation == .fiveThreeTwo)
        interactor.nextFormation()
        #expect(interactor.state.lineUp?.formation == .fourFourTwo)
        #expect(preMatch(interactor)?.userLineUp.title == "Crumpet Rovers · 4-4-2 · Hold")
    }

    @Test("a auto-picks for the current formation, undoing hand changes")
    func autoPick() async {
        let interactor = await loadedInteractor()
        let picked = LineUpPicker.pick(from: SeasonFixtures.userSquad, formation: .fourThreeThree)
        interactor.nextFormation()
        select("player-1", in: interactor)
        interactor.cycleRole()
        #expect(interactor.state.lineUp != picked)
        interactor.autoPick()
        #expect(interactor.state.lineUp == picked)
    }

    @Test("an illegal line-up blocks kick-off with one line, and the next change clears it")
    func invalidLineUp() async {
        let interactor = await loadedInteractor()
        select("player-1", in: interactor)
        interactor.cycleRole()
        await interactor.kickOff()

        #expect(mocks.dataManager.playMatchDayRequests.isEmpty)
        #expect(mocks.delegate.playedSummaries.isEmpty)
        #expect(interactor.state.phase == .preMatch)
        #expect(interactor.state.violation == .wrongStarterCount(10))
        #expect(preMatch(interactor)?.violation == "Cannot kick off: a line-up needs 11 starters, not 10")

        interactor.cycleRole()
        #expect(interactor.state.violation == nil)
        #expect(preMatch(interactor)?.violation == nil)
    }

    @Test("eleven without a keeper is refused too")
    func noKeeper() async throws {
        let interactor = await loadedInteractor()
        select("player-1", in: interactor)
        interactor.cycleRole()
        let outfielder = try #require(suggested.bench.first { $0 != "player-2" })
        select(outfielder, in: interactor)
        interactor.cycleRole()
        interactor.cycleRole()
        #expect(interactor.state.lineUp?.starters.count == 11)
        await interactor.kickOff()
        #expect(mocks.dataManager.playMatchDayRequests.isEmpty)
        #expect(preMatch(interactor)?.violation
                == "Cannot kick off: a line-up needs exactly one goalkeeper among the starters, not 0")
    }

    @Test("i before kick-off picks the instruction the match starts with, shown beside the formation")
    func instructionBeforeKickOff() async {
        let interactor = await loadedInteractor()
        #expect(interactor.state.instruction == .hold)
        interactor.nextInstruction()
        #expect(interactor.state.instruction == TeamInstruction.hold.next)
        #expect(preMatch(interactor)?.userLineUp.title == "Crumpet Rovers · 4-4-2 · \(TeamInstruction.hold.next.label)")
        await interactor.kickOff()
        #expect(mocks.liveData.startInstructions == [TeamInstruction.hold.next])
    }

    @Test("kick-off starts the live match with the exact line-up and match day; nothing is played or told yet")
    func kickOff() async {
        let interactor = await loadedInteractor()
        // Swap the keepers: No1 to the bench, No2 from the bench (two presses: out, then in) into the eleven.
        select("player-2", in: interactor)
        interactor.cycleRole()
        interactor.cycleRole()
        select("player-1", in: interactor)
        interactor.cycleRole()
        await interactor.kickOff()

        let expected = LineUp(formation: .fourFourTwo,
                              starters: suggested.starters.filter { $0 != "player-1" } + ["player-2"],
                              bench: suggested.bench.filter { $0 != "player-2" } + ["player-1"])
        #expect(mocks.liveData.startRequests.count == 1)
        #expect(mocks.liveData.startRequests.first?.careerId == "career-7")
        #expect(mocks.liveData.startRequests.first?.matchDay == 1)
        #expect(mocks.liveData.startRequests.first?.lineUp == expected)
        #expect(mocks.dataManager.playMatchDayRequests.isEmpty)
        #expect(mocks.delegate.playedSummaries.isEmpty)
        #expect(interactor.state.phase == .live)
        #expect(interactor.state.played == nil)
        #expect(interactor.state.clock == ReplayClock(events: MatchDaySamples.managed().report.events))
        #expect(interactor.viewModel.live?.scoreLine == "CRU 0–0 SPW")
    }

    @Test("the untouched suggestion is sent as it is")
    func kickOffWithSuggestion() async {
        let interactor = await loadedInteractor()
        await interactor.kickOff()
        #expect(mocks.liveData.startRequests.first?.lineUp == suggested)
    }

    @Test("a failed kick-off stays before the match with one line and tells nobody")
    func kickOffError() async {
        mocks.liveData.startLiveMatchResult = .failure(.matchDayAlreadyPlayed(1))
        let interactor = await loadedInteractor()
        await interactor.kickOff()
        #expect(interactor.state.phase == .preMatch)
        #expect(interactor.state.errorMessage == "Could not kick off: match day 1 has already been played")
        #expect(mocks.delegate.playedSummaries.isEmpty)
        #expect(preMatch(interactor) != nil)
    }

    @Test("a day without a user match names the club, plays the day without a line-up and shows the results")
    func idleDay() async {
        mocks.dataManager.nextMatchDayResult = .success(MatchDaySamples.idlePreview)
        mocks.dataManager.playMatchDayResult = .success(MatchDaySamples.idlePlayed)
        let interactor = await loadedInteractor()

        #expect(mocks.careerData.careerSummaryCareerIds == ["career-7"])
        #expect(interactor.state.lineUp == nil)
        #expect(interactor.state.selectedIndex == nil)
        #expect(interactor.viewModel.content == .idleDay(IdleDayViewModel(
            header: "Match day 31 · 6 Mar 2027 · The Custard Premiership",
            message: "No match for Crumpet Rovers on match day 31 — 18 matches elsewhere in the pyramid")))
        interactor.cycleRole()
        interactor.nextFormation()
        #expect(interactor.state.lineUp == nil)

        // One Enter plays the day and moves on to the next, saying so (issue #42: it took Enter and then c).
        let next = MatchDaySamples.preview(matchDay: 32)
        mocks.dataManager.nextMatchDayResult = .success(next)
        await interactor.kickOff()
        #expect(mocks.dataManager.playMatchDayRequests.count == 1)
        #expect(mocks.dataManager.playMatchDayRequests.first?.matchDay == 31)
        #expect(mocks.dataManager.playMatchDayRequests.first?.lineUp == nil)
        #expect(mocks.delegate.playedSummaries == [SeasonFixtures.summaryAfterDayOne])
        #expect(interactor.state.phase == .preMatch && interactor.state.preview == next)
        #expect(interactor.state.dayNotice?.hasPrefix("Match day 31 played without you") == true)
        #expect(interactor.viewModel.notice
                    == "Match day 31 played without you — its results are on the League tab (f).")
        #expect(interactor.viewModel.preMatch != nil)
    }

    /// Issue #42: a quiet week took a key a day. `n` has the assistant play on until something needs the manager.
    @Test("n plays on until news and shows the next day under what stopped it; a failure is one line")
    func playUntilNews() async {
        let interactor = await loadedInteractor()
        let days = (3...5).map { AdvanceResult.Day(matchDay: $0, date: GameDate(year: 2026, month: 8, day: $0),
                                                    userResult: nil) }
        mocks.dataManager.advanceResult = .success(AdvanceResult(
            days: days, seasonOver: false, summary: SeasonFixtures.summaryAfterDayOne,
            news: ["Rovers bid £1.2M for Bob Puddle", "Bob Puddle is injured (out 2)"]))
        let next = MatchDaySamples.preview(matchDay: 6)
        mocks.dataManager.nextMatchDayResult = .success(next)
        await interactor.playUntilNews()
        #expect(mocks.dataManager.advanceRequests.map(\.request) == [.untilNews])
        #expect(mocks.delegate.playedSummaries == [SeasonFixtures.summaryAfterDayOne])
        #expect(interactor.state.phase == .preMatch && interactor.state.preview == next)
        #expect(interactor.viewModel.notice == "Match days 3–5 played — stopped for: Rovers bid £1.2M for Bob Puddle; "
                    + "Bob Puddle is injured (out 2).")
        mocks.dataManager.advanceResult = .failure(.storage("disk on fire"))
        await interactor.playUntilNews()
        #expect(interactor.state.errorMessage == "Could not play on: storage error: disk on fire")
    }

    @Test("an idle day whose career cannot be read is a load failure")
    func idleDayCareerError() async {
        mocks.dataManager.nextMatchDayResult = .success(MatchDaySamples.idlePreview)
        mocks.careerData.careerSummaryResult = .failure(.careerNotFound("career-7"))
        let interactor = await loadedInteractor()
        #expect(interactor.state.errorMessage == "Could not load the match day: no career in slot 'career-7'")
        #expect(interactor.viewModel.content == nil)
    }

    @Test("replay and report actions do nothing before the match")
    func otherPhaseActions() async {
        let interactor = await loadedInteractor()
        let before = interactor.state
        #expect(await interactor.tick() == false)
        interactor.changeSpeed(by: 1)
        interactor.togglePause()
        await interactor.skipToFullTime()
        await interactor.stepToNextEvent()
        await interactor.showReport()
        await interactor.choosePlayer()
        await interactor.acceptSuggestion()
        await interactor.changeLiveFormation()
        await interactor.changeInstruction()
        interactor.switchReportPanel(by: 1)
        interactor.openSelectedPlayer()
        await interactor.continueToNextMatchDay()
        #expect(interactor.state == before)
        #expect(mocks.delegate.selectedPlayerIds.isEmpty)
        #expect(mocks.dataManager.nextMatchDayCareerIds.count == 1)
        #expect(mocks.liveData.changes.isEmpty && mocks.liveData.recordedMinutes.isEmpty && mocks.liveData.finishCareerIds.isEmpty)
    }

    // MARK: The formation follows the eleven

    /// Presses Space on `id` until he has `role`.
    func move(_ id: String, to role: SquadRole, in interactor: MatchDayInteractor) {
        select(id, in: interactor)
        for _ in 0..<3 where interactor.state.lineUp?.role(of: id) != role { interactor.cycleRole() }
        #expect(interactor.state.lineUp?.role(of: id) == role)
    }

    func starters(_ position: Position, in interactor: MatchDayInteractor) -> [String] {
        let ids = interactor.state.lineUp?.starters ?? []
        return SeasonFixtures.userSquad.filter { ids.contains($0.id) && $0.position == position }.map(\.id)
    }

    func spare(_ position: Position, in interactor: MatchDayInteractor) -> String? {
        let ids = interactor.state.lineUp?.starters ?? []
        return SeasonFixtures.userSquad.first { !ids.contains($0.id) && $0.position == position }?.id
    }

    @Test("an eleven moved by hand into another shape takes that formation; one that makes none keeps it and marks who is out of position")
    func formationFollowsTheEleven() async throws {
        let interactor = await loadedInteractor()
        #expect(interactor.state.lineUp?.formation == .fourFourTwo)
        // A midfielder out, the spare defender in: five at the back, three in midfield.
        let midfielder = try #require(starters(.midfielder, in: interactor).last)
        let defender = try #require(spare(.defender, in: interactor))
        move(midfielder, to: .bench, in: interactor)
        #expect(interactor.state.lineUp?.formation == .fourFourTwo)
        move(defender, to: .starter, in: interactor)
        #expect(interactor.state.lineUp?.formation == .fiveThreeTwo)
        #expect(preMatch(interactor)?.userLineUp.title == "Crumpet Rovers · 5-3-2 · Hold")
        #expect(preMatch(interactor)?.status.contains("out of position") == false)

        // A forward out, the midfielder back in: 5-4-1 is no formation, so 5-3-2 stays and he is out of position.
        let forward = try #require(starters(.forward, in: interactor).last)
        move(forward, to: .bench, in: interactor)
        move(midfielder, to: .starter, in: interactor)
        #expect(interactor.state.lineUp?.formation == .fiveThreeTwo)
        let shortName = try #require(SeasonFixtures.userSquad.first { $0.id == midfielder }?.lastName)
        #expect(preMatch(interactor)?.status.hasSuffix("· 1 out of position (*)") == true)
        #expect(preMatch(interactor)?.userLineUp.lines.first { $0.label == "MF" }?.names.contains(shortName + "*") == true)
    }

    @Test("f keeps the hand-picked starters who fit the new formation and says so in one line")
    func formationKeepsHandPicks() async throws {
        let interactor = await loadedInteractor()
        let defender = try #require(starters(.defender, in: interactor).first)
        let spareDefender = try #require(spare(.defender, in: interactor))
        move(defender, to: .bench, in: interactor)
        move(spareDefender, to: .starter, in: interactor)
        let handPicked = try #require(interactor.state.lineUp)
        interactor.nextFormation()
        let lineUp = try #require(interactor.state.lineUp)
        #expect(lineUp.formation == .fourThreeThree)
        #expect(lineUp.starters.contains(spareDefender) && !lineUp.starters.contains(defender))
        let newcomers = lineUp.starters.filter { !handPicked.starters.contains($0) }
        #expect(newcomers.count == 1)
        let name = try #require(SeasonFixtures.userSquad.first { $0.id == newcomers.first }?.lastName)
        #expect(preMatch(interactor)?.notice == "4-3-3: 10 of your XI kept, \(name) comes in.")
        interactor.cycleRole()
        #expect(preMatch(interactor)?.notice == nil)
    }

    @Test("the next match day starts from the line-up the preview brings (the one stored), not a formation in memory")
    func lineUpComesFromThePreview() async {
        let interactor = await loadedInteractor()
        interactor.nextFormation()
        let stored = LineUpPicker.pick(from: SeasonFixtures.userSquad, formation: .fiveThreeTwo)
        mocks.dataManager.nextMatchDayResult = .success(MatchDaySamples.preview(suggested: stored, matchDay: 2))
        let fresh = makeInteractor()
        await fresh.load()
        #expect(fresh.state.lineUp == stored)
    }
}
