import DataManaging
import GameModels
import TeamFeature
import TestSupport
import Testing

@MainActor
@Suite("TeamViewModelTransform")
struct TeamViewModelTransformTests {
    let transform = TeamViewModelTransform()

    func loadedState(_ details: TeamDetails = Fixtures.teamDetails, sort: SquadSort = .standard,
                     selectedIndex: Int? = 0, isDetailShown: Bool = false) -> TeamScreenState {
        TeamScreenState(isLoading: false, details: details, squad: sort.sorted(details.players), sort: sort,
                        selectedIndex: selectedIndex, isDetailShown: isDetailShown)
    }

    @Test("the header carries the club's facts")
    func headerFacts() throws {
        let header = try #require(transform.transform(loadedState()).header)
        #expect(header.clubName == "Crumpet Rovers")
        #expect(header.shortName == "CRU")
        #expect(header.city == "Crumpetford")
        #expect(header.stadium == "The Toast Rack")
        #expect(header.divisionName == "The Custard Premiership")
        #expect(header.tier == "Tier 1")
        #expect(header.founded == "1887")
        #expect(header.budget == "£5.0M")
        #expect(header.coachName == "Ada Whistle")
    }

    @Test("the squad summary counts, averages and adds up wages")
    func squadSummary() throws {
        let summary = try #require(transform.transform(loadedState()).header).squadSummary
        // Ages 31, 24, 19, 28; overalls 70, 66, 61, 74; wages 9 000 + 6 000 + 2 500 + 12 000.
        #expect(summary == SquadSummaryViewModel(playerCount: "4", averageAge: "25.5", averageOverall: "67.8",
                                                 weeklyWageBill: "£29.5k/wk"))
    }

    @Test("this season's numbers a match, once a match is counted")
    func seasonNumbers() throws {
        #expect(try #require(transform.transform(loadedState()).header).seasonNumbers == nil)
        let base = Fixtures.teamDetails
        let counted = TeamDetails(info: base.info, team: base.team, division: base.division, coach: base.coach,
                                  players: base.players,
                                  numbers: ClubNumbers(teamId: base.team.id, matches: 4, totals: SideStats(
                                      shots: 53, shotsOnTarget: 17, corners: 21, possession: 211)))
        #expect(try #require(transform.transform(loadedState(counted)).header).seasonNumbers
            == "This season, 4 matches: 13.3 shots, 4.3 on target, 5.3 corners, 53 % of the ball a match")
    }

    @Test("a club without coach or players still has a header")
    func emptyClub() throws {
        let bare = TeamDetails(info: Fixtures.teamInfo,
                               team: Team(id: "team-1", infoId: "info-1", divisionId: "div-2", coachId: nil,
                                          budget: 750_000),
                               division: Division(id: "div-2", leagueId: "league", name: "The Gravy Championship",
                                                  tier: 2),
                               coach: nil, players: [])
        let viewModel = transform.transform(loadedState(bare, selectedIndex: nil))
        let header = try #require(viewModel.header)
        #expect(header.coachName == "Vacant")
        #expect(header.tier == "Tier 2")
        #expect(header.budget == "£750.0k")
        #expect(header.squadSummary == SquadSummaryViewModel(playerCount: "0", averageAge: "–", averageOverall: "–",
                                                             weeklyWageBill: "£0/wk"))
        #expect(viewModel.squadTable.rows.isEmpty)
        #expect(viewModel.squadTable.selectedRow == nil)
    }

    @Test("rows follow the state's order and format every cell")
    func rows() {
        let table = transform.transform(loadedState()).squadTable
        #expect(table.rows.map(\.playerId) == ["player-1", "player-2", "player-3", "player-4"])
        #expect(table.rows[3] == SquadTableViewModel.Row(playerId: "player-4", name: "Player No4", position: "FW",
                                                          age: "28", overall: "74", keyRatings: "SHO 74 PAC 74",
                                                          contract: "2028/29", wage: "£12.0k"))
        #expect(table.rows[0].keyRatings == "GKP 70 PHY 70")
        #expect(table.rows[1].keyRatings == "DEF 66 PHY 66")
        #expect(table.rows[2].keyRatings == "PAS 61 DRI 61")
        #expect(table.rows[2].wage == "£2.5k")
        #expect(table.sort == .standard)
        #expect(table.selectedRow == 0)
    }

    @Test("the key column shows the position's two key ratings in order")
    func keyRatings() {
        let ratings = PlayerRatings(pace: 70, shooting: 78, passing: 50, dribbling: 50, defending: 50, physical: 50,
                                    goalkeeping: 50, overall: 75)
        let striker = Player(id: "p-9", teamId: "team-1", firstName: "Test", lastName: "Striker", position: .forward,
                             age: 25, ratings: ratings, contract: Contract(weeklyWage: 1, endSeason: 2027))
        let row = transform.transform(loadedState(SquadSamples.club(with: [striker]))).squadTable.rows.first
        #expect(row?.keyRatings == "SHO 78 PAC 70")
    }

    @Test("the sort and selection pass through to the table")
    func sortPassesThrough() {
        let sort = SquadSort(column: .wage, ascending: false)
        let table = transform.transform(loadedState(sort: sort, selectedIndex: 2)).squadTable
        #expect(table.sort == sort)
        #expect(table.selectedRow == 2)
        #expect(table.rows.map(\.wage) == ["£12.0k", "£9.0k", "£6.0k", "£2.5k"])
    }

    @Test("the open detail panel shows the selected player's ratings, age, contract and wage")
    func detail() throws {
        let ratings = PlayerRatings(pace: 71, shooting: 72, passing: 73, dribbling: 74, defending: 75, physical: 76,
                                    goalkeeping: 77, overall: 70)
        let player = Player(id: "p-1", teamId: "team-1", firstName: "Ivy", lastName: "Nutmeg", position: .midfielder,
                            age: 23, ratings: ratings, contract: Contract(weeklyWage: 8_250, endSeason: 2031))
        let details = SquadSamples.club(with: [player])
        let detail = try #require(transform.transform(loadedState(details, isDetailShown: true)).playerDetail)
        #expect(detail.name == "Ivy Nutmeg")
        #expect(detail.position == "MF")
        #expect(detail.ratings.map(\.label) == ["PAC", "SHO", "PAS", "DRI", "DEF", "PHY", "GKP"])
        #expect(detail.ratings.map(\.value) == ["71", "72", "73", "74", "75", "76", "77"])
        #expect(detail.overall == "70")
        #expect(detail.age == "23")
        #expect(detail.contractEnd == "2031/32")
        #expect(detail.wage == "£8.3k/wk")
    }

    @Test("the detail panel is absent while closed")
    func detailClosed() {
        #expect(transform.transform(loadedState(isDetailShown: false)).playerDetail == nil)
        #expect(transform.transform(loadedState(isDetailShown: true)).playerDetail?.name == "Player No1")
    }

    @Test("loading and error states pass through without a header")
    func loadingAndError() {
        let loading = transform.transform(TeamScreenState())
        #expect(loading.isLoading)
        #expect(loading.header == nil)
        #expect(loading.squadTable == SquadTableViewModel())

        let failed = transform.transform(TeamScreenState(isLoading: false, errorMessage: "Could not load the squad: x"))
        #expect(!failed.isLoading)
        #expect(failed.errorMessage == "Could not load the squad: x")
        #expect(failed.header == nil)
    }
}
