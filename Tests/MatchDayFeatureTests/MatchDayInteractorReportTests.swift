import DataManaging
import GameModels
import MatchDayFeature
import MatchDayFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("MatchDayInteractor: full time and the report")
struct MatchDayInteractorReportTests {
    let dataManager = MockMatchDayDataManager()
    let liveData = MockLiveMatchDataManager()
    let careerData = MockCareerDataManager()
    let delegate = MockMatchDayInteractorDelegate()

    init() {
        dataManager.nextMatchDayResult = .success(SeasonFixtures.matchDayPreview)
        careerData.careerSummaryResult = .success(Fixtures.careerSummary)
        liveData.liveMatchResult = .success(nil)
        liveData.startLiveMatchResult = .success(MatchDaySamples.live())
        liveData.makeLiveChangeResult = .success(MatchDaySamples.live())
        liveData.recordLiveMinuteResult = .success(())
        liveData.finishLiveMatchResult = .success(SeasonFixtures.playedMatchDay)
    }

    func makeInteractor() -> MatchDayInteractor {
        let interactor = MatchDayInteractor(careerId: "career-1", dataManager: dataManager, liveData: liveData,
                                            careerData: careerData, viewModelTransform: MatchDayViewModelTransform())
        interactor.delegate = delegate
        return interactor
    }

    func reportInteractor() async -> MatchDayInteractor {
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.kickOff()
        await interactor.skipToFullTime()
        await interactor.showReport()
        #expect(interactor.state.phase == .postMatch)
        return interactor
    }

    @Test("the report waits for full time; then the day is finished, the report opens and only then is the hub told")
    func finishAtFullTime() async {
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.kickOff()
        await interactor.showReport()
        #expect(interactor.state.phase == .live)
        #expect(liveData.finishCareerIds.isEmpty)
        await interactor.skipToFullTime()
        #expect(interactor.viewModel.live?.clock == "FT")
        #expect(delegate.playedSummaries.isEmpty)
        await interactor.showReport()
        #expect(liveData.finishCareerIds == ["career-1"])
        #expect(delegate.playedSummaries == [SeasonFixtures.summaryAfterDayOne])
        #expect(interactor.state.phase == .postMatch)
        #expect(interactor.state.reportPanel == .ratings)
        #expect(interactor.viewModel.postMatch?.headline == "Crumpet Rovers 2–1 Sporting Wobbleton")
    }

    @Test("a failed finish stays at full time with one line and tells nobody")
    func finishFails() async {
        liveData.finishLiveMatchResult = .failure(.storage("disk full"))
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.kickOff()
        await interactor.skipToFullTime()
        await interactor.showReport()
        #expect(interactor.state.phase == .live)
        #expect(interactor.viewModel.errorMessage?.hasPrefix("Could not finish the match day: ") == true)
        #expect(delegate.playedSummaries.isEmpty)
    }

    @Test("leaving is not possible during the live match")
    func noCloseDuringMatch() async {
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.kickOff()
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

    @Test("a day without a user match plays at once and keeps to the results panel")
    func idleReport() async {
        dataManager.nextMatchDayResult = .success(MatchDaySamples.idlePreview)
        dataManager.playMatchDayResult = .success(MatchDaySamples.idlePlayed)
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.kickOff()
        #expect(liveData.startRequests.isEmpty)
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
        #expect(interactor.state.clock == nil && interactor.state.live == nil)
        #expect(interactor.viewModel.preMatch?.header.hasPrefix("Match day 2 ·") == true)
    }

    @Test("continuing into a finished season shows why there is nothing to play")
    func continueIntoSeasonEnd() async {
        let interactor = await reportInteractor()
        dataManager.nextMatchDayResult = .failure(DataError.seasonOver(seasonLabel: "2026/27"))
        await interactor.continueToNextMatchDay()
        #expect(interactor.viewModel.errorMessage == "The 2026/27 season is over: every match is played.")
        #expect(interactor.viewModel.seasonOver)
        #expect(interactor.viewModel.content == nil)
    }
}
