import DataManaging
import LeagueFeature
import LeagueFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("LeagueInteractor")
struct LeagueInteractorTests {
    let dataManager = MockLeagueDataManager()
    let transform = MockLeagueViewModelTransform()
    let delegate = MockLeagueInteractorDelegate()

    func makeInteractor(careerId: String = "career-7") -> LeagueInteractor {
        let interactor = LeagueInteractor(careerId: careerId, dataManager: dataManager, viewModelTransform: transform)
        interactor.delegate = delegate
        return interactor
    }

    func loadedInteractor(_ overview: LeagueOverview = SeasonFixtures.leagueOverview) async -> LeagueInteractor {
        dataManager.leagueOverviewResult = .success(overview)
        dataManager.leaderboardsResult = .success(LeagueSamples.leaders(for: overview))
        let interactor = makeInteractor()
        await interactor.load()
        return interactor
    }

    func divisionId(_ interactor: LeagueInteractor) -> String? { interactor.state.division?.table.division.id }

    @Test("before loading it shows the loading state and asks for nothing")
    func initialState() {
        let interactor = makeInteractor()
        #expect(interactor.state == LeagueScreenState())
        #expect(interactor.state.isLoading)
        #expect(transform.states == [LeagueScreenState()])
        #expect(dataManager.leagueOverviewCareerIds.isEmpty)
    }

    @Test("load asks for the career's league and opens its table at the user's club")
    func loads() async {
        let marker = LeagueViewModel(isLoading: false, errorMessage: "marker")
        transform.viewModel = marker
        let interactor = await loadedInteractor()

        #expect(dataManager.leagueOverviewCareerIds == ["career-7"])
        #expect(interactor.state.overview == SeasonFixtures.leagueOverview)
        #expect(!interactor.state.isLoading)
        #expect(interactor.state.errorMessage == nil)
        #expect(divisionId(interactor) == "div-1")
        #expect(interactor.state.mode == .table)
        #expect(interactor.state.matchDay == 2)
        #expect(interactor.state.selectedIndex == 0)
        #expect(transform.lastState == interactor.state)
        #expect(interactor.viewModel == marker)
    }

    @Test("it starts on the user's division with the user's club selected")
    func startsOnUserDivision() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid())
        #expect(interactor.state.divisionIndex == 1)
        #expect(divisionId(interactor) == "div-2")
        #expect(interactor.state.selectedIndex == 5)
        #expect(interactor.state.division?.table.rows[5].teamId == LeagueSamples.userTeamId)
    }

    @Test("left and right switch division in tier order, wrapping at both ends")
    func divisionWraps() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid())
        interactor.switchDivision(by: 1)
        #expect(divisionId(interactor) == "div-3")
        interactor.switchDivision(by: 1)
        #expect(divisionId(interactor) == "div-1")
        interactor.switchDivision(by: -1)
        #expect(divisionId(interactor) == "div-3")
        interactor.switchDivision(by: -1)
        #expect(divisionId(interactor) == "div-2")
        #expect(transform.lastState?.divisionIndex == 1)
    }

    @Test("a new division's table opens at the top, or at the user's club in the user's division")
    func divisionSelection() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid())
        interactor.moveSelection(by: 4)
        #expect(interactor.state.selectedIndex == 9)
        interactor.switchDivision(by: 1)
        #expect(interactor.state.selectedIndex == 0)
        interactor.switchDivision(by: -1)
        #expect(interactor.state.selectedIndex == 5)
    }

    @Test("with one division there is nothing to switch to")
    func singleDivision() async {
        let only = SeasonFixtures.leagueOverview
        let interactor = await loadedInteractor(LeagueOverview(
            leagueName: only.leagueName, seasonLabel: only.seasonLabel, nextMatchDay: only.nextMatchDay,
            userTeamId: only.userTeamId, divisions: [only.divisions[0]]))
        let transformCalls = transform.states.count
        interactor.switchDivision(by: 1)
        interactor.switchDivision(by: -3)
        #expect(interactor.state.divisionIndex == 0)
        #expect(transform.states.count == transformCalls)
    }

    @Test("t, f and s switch the view, each opening on its natural row")
    func modeSwitches() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid())
        interactor.show(.fixtures)
        #expect(interactor.state.mode == .fixtures)
        let userMatch = interactor.state.shownFixtures[interactor.state.selectedIndex ?? -1]
        #expect([userMatch.homeTeamId, userMatch.awayTeamId].contains(LeagueSamples.userTeamId))

        interactor.show(.scorers)
        #expect(interactor.state.mode == .scorers)
        #expect(interactor.state.selectedIndex == 0)

        interactor.show(.table)
        #expect(interactor.state.mode == .table)
        #expect(interactor.state.selectedIndex == 5)
        #expect(transform.lastState?.mode == .table)
    }

    @Test("choosing the view already shown changes nothing")
    func sameMode() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid())
        interactor.moveSelection(by: 2)
        let transformCalls = transform.states.count
        interactor.show(.table)
        #expect(interactor.state.selectedIndex == 7)
        #expect(transform.states.count == transformCalls)
    }

    @Test("fixtures open at the next match day and page within the season's bounds")
    func matchDayPaging() async {
        let interactor = await loadedInteractor()
        interactor.show(.fixtures)
        #expect(interactor.state.shownMatchDay == 2)
        #expect(interactor.state.shownFixtures == [SeasonFixtures.nextFixture])

        interactor.pageMatchDay(by: 1)
        #expect(interactor.state.shownMatchDay == 2)
        interactor.pageMatchDay(by: -1)
        #expect(interactor.state.shownMatchDay == 1)
        #expect(interactor.state.shownFixtures == [SeasonFixtures.userResult])
        interactor.pageMatchDay(by: -1)
        #expect(interactor.state.shownMatchDay == 1)
        interactor.pageMatchDay(by: 5)
        #expect(interactor.state.shownMatchDay == 2)
        #expect(transform.lastState?.shownMatchDay == 2)
    }

    @Test("paging selects the user's match of the new day")
    func pagingSelectsUserMatch() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid())
        interactor.show(.fixtures)
        interactor.pageMatchDay(by: 3)
        #expect(interactor.state.shownMatchDay == 7)
        let selected = interactor.state.shownFixtures[interactor.state.selectedIndex ?? -1]
        #expect([selected.homeTeamId, selected.awayTeamId].contains(LeagueSamples.userTeamId))
    }

    @Test("a shorter division shows its own last match day and the long one keeps its place")
    func shorterDivisionClamps() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid(nextMatchDay: 33, playedThrough: 32))
        interactor.show(.fixtures)
        interactor.pageMatchDay(by: 3)
        #expect(interactor.state.shownMatchDay == 34)
        interactor.switchDivision(by: 1)
        #expect(interactor.state.shownMatchDay == 30)
        interactor.pageMatchDay(by: 1)
        #expect(interactor.state.shownMatchDay == 30)
        interactor.switchDivision(by: 1)
        #expect(interactor.state.shownMatchDay == 34)
        interactor.pageMatchDay(by: 9)
        #expect(interactor.state.shownMatchDay == 38)
    }

    @Test("once the season is over the fixtures open at the last match day")
    func seasonOver() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid(nextMatchDay: nil, playedThrough: 38))
        #expect(interactor.state.matchDay == 38)
        interactor.show(.fixtures)
        #expect(interactor.state.shownMatchDay == 34)
        #expect(interactor.state.shownFixtures.allSatisfy { $0.isPlayed })
    }

    @Test("moving the selection clamps at both ends of the list")
    func selectionClamps() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid())
        interactor.moveSelection(by: -10)
        #expect(interactor.state.selectedIndex == 0)
        interactor.moveSelection(by: 1)
        #expect(interactor.state.selectedIndex == 1)
        interactor.moveSelection(by: 40)
        #expect(interactor.state.selectedIndex == 17)
        interactor.moveSelection(by: 1)
        #expect(interactor.state.selectedIndex == 17)
        #expect(transform.lastState?.selectedIndex == 17)
    }

    @Test("an empty list has nothing to select or open")
    func emptyScorers() async {
        let interactor = await loadedInteractor()
        interactor.switchDivision(by: 1)
        interactor.show(.scorers)
        #expect(interactor.state.selectedIndex == nil)
        interactor.moveSelection(by: 1)
        interactor.openSelection()
        #expect(interactor.state.selectedIndex == nil)
        #expect(delegate.chosenPlayerIds.isEmpty)
    }

    @Test("enter on a top scorer asks the coordinator to open his profile")
    func opensScorer() async {
        let interactor = await loadedInteractor()
        interactor.show(.scorers)
        interactor.moveSelection(by: 1)
        interactor.openSelection()
        #expect(delegate.chosenPlayerIds == ["player-113"])
        #expect(delegate.didRequestCloseCallCount == 0)
    }

    /// Issue #42: leaderboards in the League tab — `b` shows them, `b` again the next board; Enter opens a player.
    @Test("b shows the leaders and cycles goals, assists, rating, cards; enter opens the selected player")
    func leadersCycleAndOpen() async {
        let interactor = await loadedInteractor()
        #expect(dataManager.leaderboardsRequests.map(\.scope) == [.season(year: nil)])
        interactor.show(.leaders)
        #expect(interactor.state.mode == .leaders && interactor.state.board == .goals)
        #expect(interactor.state.selectedIndex == 0 && !interactor.state.leaderLines.isEmpty)
        var boards: [Leaderboards.Board] = []
        for _ in 0..<4 {
            interactor.show(.leaders)
            boards.append(interactor.state.board)
        }
        #expect(boards == [.assists, .rating, .cards, .goals])
        interactor.moveSelection(by: 1)
        interactor.openSelection()
        #expect(delegate.chosenPlayerIds == [interactor.state.leaderLines[1].playerId])
        let leaders = LeagueViewModelTransform().transform(interactor.state)
        guard case .leaders(let board)? = leaders.content else {
            Issue.record("the leaders are not shown")
            return
        }
        #expect(board.title == "Goals · b: assists, rating, cards" && board.figureTitle == "Goals")
        #expect(board.rows.first?.rank == "1" && board.selectedRow == 1)
    }

    @Test("enter opens nothing in the table or the fixtures")
    func enterElsewhere() async {
        let interactor = await loadedInteractor()
        interactor.openSelection()
        interactor.show(.fixtures)
        interactor.openSelection()
        #expect(delegate.chosenPlayerIds.isEmpty)
    }

    @Test("esc asks the coordinator to close")
    func close() {
        let interactor = makeInteractor()
        interactor.close()
        #expect(delegate.didRequestCloseCallCount == 1)
        #expect(delegate.chosenPlayerIds.isEmpty)
    }

    @Test("a failed load becomes the data error's one-line message")
    func loadError() async {
        dataManager.leagueOverviewResult = .failure(.careerNotFound("career-7"))
        let interactor = makeInteractor()
        await interactor.load()

        #expect(interactor.state.errorMessage == "no career in slot 'career-7'")
        #expect(interactor.state.errorMessage?.contains("\n") == false)
        #expect(!interactor.state.isLoading)
        #expect(interactor.state.overview == nil)
        #expect(interactor.state.selectedIndex == nil)
    }

    @Test("a successful reload clears the error")
    func reloadAfterError() async {
        dataManager.leagueOverviewResult = .failure(.storage("disk on fire"))
        let interactor = makeInteractor()
        await interactor.load()
        #expect(interactor.state.errorMessage == "storage error: disk on fire")

        dataManager.leagueOverviewResult = .success(SeasonFixtures.leagueOverview)
        dataManager.leaderboardsResult = .success(LeagueSamples.leaders(for: SeasonFixtures.leagueOverview))
        await interactor.load()
        #expect(interactor.state.errorMessage == nil)
        #expect(interactor.state.overview == SeasonFixtures.leagueOverview)
    }

    @Test("a reload with nothing new (back from a profile) leaves everything where it was")
    func reloadUnchanged() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid())
        interactor.switchDivision(by: 1)
        interactor.show(.fixtures)
        interactor.pageMatchDay(by: 2)
        interactor.moveSelection(by: 3)
        let before = interactor.state

        await interactor.load()
        #expect(interactor.state == before)
        #expect(dataManager.leagueOverviewCareerIds.count == 2)
    }

    @Test("a reload after a match day keeps the division and view and moves to the new match day")
    func reloadAfterMatchDay() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid())
        interactor.switchDivision(by: 1)
        interactor.show(.fixtures)
        interactor.pageMatchDay(by: -2)
        #expect(interactor.state.shownMatchDay == 2)

        dataManager.leagueOverviewResult = .success(LeagueSamples.pyramid(nextMatchDay: 5, playedThrough: 4))
        dataManager.leaderboardsResult =
            .success(LeagueSamples.leaders(for: LeagueSamples.pyramid(nextMatchDay: 5, playedThrough: 4)))
        await interactor.load()
        #expect(divisionId(interactor) == "div-3")
        #expect(interactor.state.mode == .fixtures)
        #expect(interactor.state.shownMatchDay == 5)
        #expect(interactor.state.selectedIndex == 0)
    }

    @Test("the first reload of a new season opens on the user's division again (after a promotion it is another)")
    func reloadInANewSeason() async {
        let interactor = await loadedInteractor(LeagueSamples.pyramid())
        let usersDivision = divisionId(interactor)
        interactor.switchDivision(by: 1)
        #expect(divisionId(interactor) != usersDivision)

        dataManager.leagueOverviewResult = .success(LeagueSamples.pyramid(nextMatchDay: 1, playedThrough: 0,
                                                                          seasonLabel: "2027/28"))
        await interactor.load()
        #expect(divisionId(interactor) == usersDivision)
    }

    @Test("with the real transform the view model shows the user's division")
    func realTransform() async {
        dataManager.leagueOverviewResult = .success(LeagueSamples.pyramid())
        dataManager.leaderboardsResult = .success(LeagueSamples.leaders(for: LeagueSamples.pyramid()))
        let interactor = LeagueInteractor(careerId: "career-1", dataManager: dataManager,
                                          viewModelTransform: LeagueViewModelTransform())
        #expect(interactor.viewModel.isLoading)
        await interactor.load()
        interactor.show(.scorers)

        #expect(interactor.viewModel.header?.divisionName == "Tier 2 of the Wobbly Pyramid")
        guard case .scorers(let scorers) = interactor.viewModel.content else {
            Issue.record("expected the top scorers, got \(String(describing: interactor.viewModel.content))")
            return
        }
        #expect(scorers.rows.count == 20)
        #expect(scorers.selectedRow == 0)
    }
}
