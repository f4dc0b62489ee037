import DataManaging
import GameModels
import MatchDayFeature
import MatchDayFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("MatchDayInteractor: live replay and report")
struct MatchDayInteractorReplayTests {
    let dataManager = MockMatchDayDataManager()
    let careerData = MockCareerDataManager()
    let delegate = MockMatchDayInteractorDelegate()

    init() {
        dataManager.nextMatchDayResult = .success(SeasonFixtures.matchDayPreview)
        dataManager.playMatchDayResult = .success(SeasonFixtures.playedMatchDay)
        careerData.careerSummaryResult = .success(Fixtures.careerSummary)
    }

    /// An interactor that has kicked off the fixture match day and is replaying it.
    func liveInteractor() async -> MatchDayInteractor {
        let interactor = MatchDayInteractor(careerId: "career-1", dataManager: dataManager, careerData: careerData,
                                            viewModelTransform: MatchDayViewModelTransform())
        interactor.delegate = delegate
        await interactor.load()
        await interactor.kickOff()
        #expect(interactor.state.phase == .live)
        return interactor
    }

    func reportInteractor() async -> MatchDayInteractor {
        let interactor = await liveInteractor()
        interactor.skipToFullTime()
        interactor.showReport()
        #expect(interactor.state.phase == .postMatch)
        return interactor
    }

    @Test("each tick moves the clock by the speed and says the screen changed")
    func ticks() async {
        let interactor = await liveInteractor()
        #expect(interactor.tick())
        #expect(interactor.state.clock?.minute == 1)
        interactor.changeSpeed(by: 1)
        #expect(interactor.tick())
        #expect(interactor.state.clock?.minute == 3)
        #expect(interactor.viewModel.live?.clock == "3'")
        #expect(interactor.viewModel.live?.speed == "2×")
    }

    @Test("paused, the clock does not tick, and the view model says so")
    func pause() async {
        let interactor = await liveInteractor()
        interactor.togglePause()
        #expect(interactor.tick() == false)
        #expect(interactor.state.clock?.minute == 0)
        #expect(interactor.viewModel.live?.isPaused == true)
        #expect(interactor.viewModel.live?.isRunning == false)
        interactor.togglePause()
        #expect(interactor.tick())
    }

    @Test("stepping reveals the next event even while paused")
    func step() async {
        let interactor = await liveInteractor()
        interactor.togglePause()
        interactor.stepToNextEvent()
        #expect(interactor.state.clock?.minute == 12)
        #expect(interactor.viewModel.live?.scoreLine == "CRU 1–0 SPW")
        #expect(interactor.viewModel.live?.commentary.last?.emphasis == .goal)
    }

    @Test("the report waits for full time, then opens on the ratings")
    func showReport() async {
        let interactor = await liveInteractor()
        interactor.showReport()
        #expect(interactor.state.phase == .live)
        interactor.skipToFullTime()
        #expect(interactor.viewModel.live?.clock == "FT")
        #expect(interactor.viewModel.live?.scoreLine == "CRU 2–1 SPW")
        #expect(interactor.tick() == false)
        interactor.showReport()
        #expect(interactor.state.phase == .postMatch)
        #expect(interactor.state.reportPanel == .ratings)
        #expect(interactor.viewModel.postMatch?.headline == "Crumpet Rovers 2–1 Sporting Wobbleton")
    }

    @Test("leaving is not possible during the replay")
    func noCloseDuringReplay() async {
        let interactor = await liveInteractor()
        interactor.close()
        await interactor.load()
        #expect(delegate.didRequestCloseCallCount == 0)
        #expect(interactor.state.phase == .live)
        #expect(dataManager.nextMatchDayCareerIds.count == 1)
    }

    @Test("the selection runs over both sides' ratings and opens the chosen player")
    func openPlayer() async {
        let interactor = await reportInteractor()
        interactor.openSelectedPlayer()
        #expect(delegate.selectedPlayerIds == ["player-1"])

        // Eleven home ratings, so row 11 is the away keeper.
        interactor.moveSelection(by: 11)
        interactor.openSelectedPlayer()
        #expect(delegate.selectedPlayerIds == ["player-1", "player-101"])

        interactor.moveSelection(by: 100)
        #expect(interactor.state.reportCursor == 21)
        interactor.moveSelection(by: -100)
        #expect(interactor.state.reportCursor == 0)
    }

    @Test("the results panel lists the other matches and opens nobody")
    func resultsPanel() async {
        let interactor = await reportInteractor()
        interactor.moveSelection(by: 4)
        interactor.switchReportPanel()
        #expect(interactor.state.reportPanel == .results)
        #expect(interactor.state.reportCursor == 0)
        interactor.moveSelection(by: 3)
        #expect(interactor.state.reportCursor == 0)
        interactor.openSelectedPlayer()
        #expect(delegate.selectedPlayerIds.isEmpty)
        interactor.switchReportPanel()
        #expect(interactor.state.reportPanel == .ratings)
    }

    @Test("a day without a user match keeps to the results panel")
    func idleReport() async {
        dataManager.nextMatchDayResult = .success(MatchDaySamples.idlePreview)
        dataManager.playMatchDayResult = .success(MatchDaySamples.idlePlayed)
        let interactor = MatchDayInteractor(careerId: "career-1", dataManager: dataManager, careerData: careerData,
                                            viewModelTransform: MatchDayViewModelTransform())
        await interactor.load()
        await interactor.kickOff()
        interactor.switchReportPanel()
        #expect(interactor.state.reportPanel == .results)
        #expect(interactor.viewModel.postMatch?.otherResults == ["Real Muddyford 0–0 Athletic Puddlebury"])
    }

    @Test("continuing loads the next match day's pre-match")
    func continueToNext() async {
        let interactor = await reportInteractor()
        let next = MatchDaySamples.preview(matchDay: 2)
        dataManager.nextMatchDayResult = .success(next)
        await interactor.continueToNextMatchDay()
        #expect(dataManager.nextMatchDayCareerIds.count == 2)
        #expect(interactor.state.phase == .preMatch)
        #expect(interactor.state.preview == next)
        #expect(interactor.state.played == nil)
        #expect(interactor.state.clock == nil)
        #expect(interactor.viewModel.preMatch?.header.hasPrefix("Match day 2 ·") == true)
    }

    @Test("the formation the user chose carries over to the next match day; the assistant's otherwise")
    func chosenFormationCarriesOver() async {
        let interactor = MatchDayInteractor(careerId: "career-1", dataManager: dataManager, careerData: careerData,
                                            viewModelTransform: MatchDayViewModelTransform())
        await interactor.load()
        let next = MatchDaySamples.preview(matchDay: 2)
        let squad = next.userMatch?.user.squad ?? []
        #expect(next.userMatch?.user.suggestedLineUp.formation == .fourFourTwo)
        interactor.nextFormation()
        #expect(interactor.state.lineUp?.formation == .fourThreeThree)
        await interactor.kickOff()
        interactor.skipToFullTime()
        interactor.showReport()
        dataManager.nextMatchDayResult = .success(next)
        await interactor.continueToNextMatchDay()
        #expect(interactor.state.lineUp == LineUpPicker.pick(from: squad, formation: .fourThreeThree))

        // A fresh interactor (a new session) has no choice yet and takes the assistant's suggestion.
        let fresh = MatchDayInteractor(careerId: "career-1", dataManager: dataManager, careerData: careerData,
                                       viewModelTransform: MatchDayViewModelTransform())
        await fresh.load()
        #expect(fresh.state.lineUp == next.userMatch?.user.suggestedLineUp)
    }

    @Test("continuing into a finished season shows why there is nothing to play")
    func continueIntoSeasonEnd() async {
        let interactor = await reportInteractor()
        let error = DataError.seasonOver(seasonLabel: "2026/27")
        dataManager.nextMatchDayResult = .failure(error)
        await interactor.continueToNextMatchDay()
        #expect(interactor.viewModel.errorMessage == "The 2026/27 season is over: every match is played.")
        #expect(interactor.viewModel.seasonOver)
        #expect(interactor.viewModel.content == nil)
    }

    @Test("a played report without the user's match goes straight to the results")
    func reportWithoutUserMatch() async {
        dataManager.playMatchDayResult = .success(MatchDaySamples.played(nil))
        let interactor = MatchDayInteractor(careerId: "career-1", dataManager: dataManager, careerData: careerData,
                                            viewModelTransform: MatchDayViewModelTransform())
        await interactor.load()
        await interactor.kickOff()
        #expect(interactor.state.phase == .postMatch)
        #expect(interactor.state.reportPanel == .results)
    }
}
