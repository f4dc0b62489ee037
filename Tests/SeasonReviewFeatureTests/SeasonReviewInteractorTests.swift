import DataManaging
import GameModels
import SeasonReviewFeature
import SeasonReviewFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("SeasonReviewInteractor")
struct SeasonReviewInteractorTests {
    let seasonData = MockSeasonDataManager()
    let leagueData = MockLeagueDataManager()
    let delegate = MockSeasonReviewInteractorDelegate()
    let expiring = [Fixtures.players[0], Fixtures.players[1]]
    let prospects = [AcademyProspect(player: Fixtures.players[2], advice: .release)]

    init() {
        leagueData.leagueOverviewResult = .success(SeasonFixtures.leagueOverview)
        seasonData.expiringContractsResult = .success(expiring)
        seasonData.academyIntakeResult = .success(prospects)
        seasonData.startNextSeasonResult = .success(SeasonReviewFixtures.summary)
    }

    func loaded() async -> SeasonReviewInteractor {
        let interactor = SeasonReviewInteractor(careerId: "career-7", seasonData: seasonData, leagueData: leagueData,
                                                viewModelTransform: SeasonReviewViewModelTransform())
        interactor.delegate = delegate
        await interactor.load()
        return interactor
    }

    @Test("load finds the user's division, offers to renew every expiring contract and follows the assistant on the academy")
    func load() async {
        let interactor = await loaded()
        #expect(interactor.state.phase == .decisions)
        #expect(interactor.state.table == SeasonFixtures.topTable)
        #expect(interactor.state.expiring == expiring && interactor.state.academy == prospects)
        #expect(interactor.state.decisions == [expiring[0].id: .renew, expiring[1].id: .renew,
                                               prospects[0].player.id: .release])
        #expect(interactor.state.selectedIndex == 0)
        #expect(leagueData.leagueOverviewCareerIds == ["career-7"] && seasonData.expiringContractsCareerIds == ["career-7"])
    }

    @Test("space releases the selected player and back, an academy youngster too; the selection stays within the list")
    func toggling() async {
        let interactor = await loaded()
        interactor.move(by: 1)
        interactor.toggleDecision()
        #expect(interactor.state.decisions[expiring[1].id] == .release)
        interactor.toggleDecision()
        #expect(interactor.state.decisions[expiring[1].id] == .renew)
        interactor.move(by: 5)
        #expect(interactor.state.selectedIndex == 2)
        interactor.toggleDecision()
        #expect(interactor.state.decisions[prospects[0].player.id] == .renew)
        interactor.move(by: -3)
        #expect(interactor.state.selectedIndex == 0)
    }

    @Test("confirm starts the next season with the decisions, then shows the summary until the user moves on")
    func confirming() async {
        let interactor = await loaded()
        interactor.toggleDecision()
        await interactor.confirm()
        #expect(seasonData.startNextSeasonRequests.map(\.careerId) == ["career-7"])
        #expect(seasonData.startNextSeasonRequests.first?.decisions == [expiring[0].id: .release,
                                                                        expiring[1].id: .renew,
                                                                        prospects[0].player.id: .release])
        #expect(interactor.state.phase == .summary && interactor.state.summary == SeasonReviewFixtures.summary)
        #expect(delegate.finishedSummaries.isEmpty)
        await interactor.confirm()
        #expect(delegate.finishedSummaries == [SeasonReviewFixtures.summary])
        #expect(seasonData.startNextSeasonRequests.count == 1)
    }

    @Test("a failed start stays on the decisions with the reason, and can be tried again")
    func failedStart() async {
        seasonData.startNextSeasonResult = .failure(.storage("disk on fire"))
        let interactor = await loaded()
        await interactor.confirm()
        #expect(interactor.state.phase == .decisions)
        #expect(interactor.state.errorMessage == "Could not start the next season: storage error: disk on fire")
        seasonData.startNextSeasonResult = .success(SeasonReviewFixtures.summary)
        await interactor.confirm()
        #expect(interactor.state.phase == .summary && interactor.state.errorMessage == nil)
    }

    @Test("a failed load is one line; esc before starting leaves without a season change")
    func failedLoadAndClose() async {
        seasonData.expiringContractsResult = .failure(.careerNotFound("career-7"))
        let interactor = await loaded()
        #expect(interactor.state.phase == .loading)
        #expect(interactor.state.errorMessage == "Could not load the season's end: no career in slot 'career-7'")
        interactor.close()
        #expect(delegate.closeCallCount == 1)
        #expect(seasonData.startNextSeasonRequests.isEmpty)
    }

    @Test("the summary scrolls but never above its top")
    func summaryScroll() async {
        let interactor = await loaded()
        await interactor.confirm()
        interactor.move(by: -2)
        #expect(interactor.state.scrollOffset == 0)
        interactor.move(by: 3)
        #expect(interactor.state.scrollOffset == 3)
        interactor.close()
        #expect(delegate.finishedSummaries == [SeasonReviewFixtures.summary] && delegate.closeCallCount == 0)
    }
}
