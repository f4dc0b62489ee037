import DataManaging
import GameModels
import MatchDayFeature
import MatchDayFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("MatchDayInteractor: full time and the report")
struct MatchDayInteractorReportTests {
    let mocks = MatchDayMocks()

    init() {
        mocks.liveData.makeLiveChangeResult = .success(MatchDaySamples.live())
        mocks.liveData.finishLiveMatchResult = .success(SeasonFixtures.playedMatchDay)
    }

    func reportInteractor() async -> MatchDayInteractor {
        let interactor = await mocks.kickedOff()
        await interactor.skipToFullTime()
        await interactor.showReport()
        #expect(interactor.state.phase == .postMatch)
        return interactor
    }

    @Test("the report waits for full time; then the day is finished, the report opens and only then is the hub told")
    func finishAtFullTime() async {
        let interactor = await mocks.kickedOff()
        await interactor.showReport()
        #expect(interactor.state.phase == .live)
        #expect(mocks.liveData.finishCareerIds.isEmpty)
        await interactor.skipToFullTime()
        #expect(interactor.viewModel.live?.clock == "FT")
        #expect(mocks.delegate.playedSummaries.isEmpty)
        await interactor.showReport()
        #expect(mocks.liveData.finishCareerIds == ["career-1"])
        #expect(mocks.delegate.playedSummaries == [SeasonFixtures.summaryAfterDayOne])
        #expect(interactor.state.phase == .postMatch)
        #expect(interactor.state.reportPanel == .ratings)
        #expect(interactor.viewModel.postMatch?.headline == "Crumpet Rovers 2–1 Sporting Wobbleton")
    }

    @Test("a failed finish stays at full time with one line and tells nobody")
    func finishFails() async {
        mocks.liveData.finishLiveMatchResult = .failure(.storage("disk full"))
        let interactor = await mocks.kickedOff()
        await interactor.skipToFullTime()
        await interactor.showReport()
        #expect(interactor.state.phase == .live)
        #expect(interactor.viewModel.errorMessage?.hasPrefix("Could not finish the match day: ") == true)
        #expect(mocks.delegate.playedSummaries.isEmpty)
    }

    @Test("leaving is not possible during the live match")
    func noCloseDuringMatch() async {
        let interactor = await mocks.kickedOff()
        interactor.close()
        await interactor.load()
        #expect(mocks.delegate.didRequestCloseCallCount == 0)
        #expect(interactor.state.phase == .live)
        #expect(mocks.dataManager.nextMatchDayCareerIds.count == 1)
    }

    @Test("the selection runs over both sides' ratings and opens the chosen player")
    func openPlayer() async {
        let interactor = await reportInteractor()
        interactor.openSelectedPlayer()
        #expect(mocks.delegate.selectedPlayerIds == ["player-1"])

        // Eleven home ratings, so row 11 is the away keeper.
        interactor.moveSelection(by: 11)
        interactor.openSelectedPlayer()
        #expect(mocks.delegate.selectedPlayerIds == ["player-1", "player-101"])

        interactor.moveSelection(by: 100)
        #expect(interactor.state.reportCursor == 21)
        interactor.moveSelection(by: -100)
        #expect(interactor.state.reportCursor == 0)
    }

    @Test("the results panel lists the other matches and opens nobody")
    func resultsPanel() async {
        let interactor = await reportInteractor()
        interactor.moveSelection(by: 4)
        interactor.switchReportPanel(by: 1)
        #expect(interactor.state.reportPanel == .results)
        #expect(interactor.state.reportCursor == 0)
        interactor.moveSelection(by: 3)
        #expect(interactor.state.reportCursor == 0)
        interactor.openSelectedPlayer()
        #expect(mocks.delegate.selectedPlayerIds.isEmpty)
        interactor.switchReportPanel(by: 1)
        #expect(interactor.state.reportPanel == .ratings)
    }

    @Test("a day without a user match plays at once, opens no report and leads to the next day, the last one to the review")
    func idleDayMovesOn() async {
        mocks.dataManager.nextMatchDayResult = .success(MatchDaySamples.idlePreview)
        mocks.dataManager.playMatchDayResult = .success(MatchDaySamples.idlePlayed)
        let interactor = await mocks.kickedOff()
        #expect(mocks.liveData.startRequests.isEmpty)
        #expect(interactor.state.played == nil && interactor.viewModel.postMatch == nil)
        // After the season's last day the next load says the season is over; the line about the day stays above it.
        mocks.dataManager.nextMatchDayResult = .failure(DataError.seasonOver(seasonLabel: "2026/27"))
        await interactor.kickOff()
        #expect(interactor.state.seasonOver)
        #expect(interactor.viewModel.notice?.hasPrefix("Match day 31 played without you") == true)
    }

    @Test("continuing loads the next match day's pre-match")
    func continueToNext() async {
        let interactor = await reportInteractor()
        let next = MatchDaySamples.preview(matchDay: 2)
        mocks.dataManager.nextMatchDayResult = .success(next)
        await interactor.continueToNextMatchDay()
        #expect(mocks.dataManager.nextMatchDayCareerIds.count == 2)
        #expect(interactor.state.phase == .preMatch)
        #expect(interactor.state.preview == next)
        #expect(interactor.state.played == nil)
        #expect(interactor.state.clock == nil && interactor.state.live == nil)
        #expect(interactor.viewModel.preMatch?.header.hasPrefix("Match day 2 ·") == true)
    }

    @Test("continuing into a finished season shows why there is nothing to play")
    func continueIntoSeasonEnd() async {
        let interactor = await reportInteractor()
        mocks.dataManager.nextMatchDayResult = .failure(DataError.seasonOver(seasonLabel: "2026/27"))
        await interactor.continueToNextMatchDay()
        #expect(interactor.viewModel.errorMessage == "The 2026/27 season is over: every match is played.")
        #expect(interactor.viewModel.seasonOver)
        #expect(interactor.viewModel.content == nil)
    }
}
