import DataManaging
import LeagueFeature
import TestSupport
import Testing

@MainActor
@Suite("LeagueViewModelTransform")
struct LeagueViewModelTransformTests {
    let transform = LeagueViewModelTransform()

    func loadedState(_ overview: LeagueOverview = SeasonFixtures.leagueOverview, divisionIndex: Int = 0,
                     mode: LeagueMode = .table, matchDay: Int = 2, selectedIndex: Int? = 0) -> LeagueScreenState {
        LeagueScreenState(isLoading: false, overview: overview, divisionIndex: divisionIndex, mode: mode,
                          matchDay: matchDay, selectedIndex: selectedIndex)
    }

    func standings(_ state: LeagueScreenState) -> StandingsViewModel? {
        if case .table(let standings) = transform.transform(state).content { return standings }
        return nil
    }

    func fixtures(_ state: LeagueScreenState) -> FixturesViewModel? {
        if case .fixtures(let fixtures) = transform.transform(state).content { return fixtures }
        return nil
    }

    func scorers(_ state: LeagueScreenState) -> TopScorersViewModel? {
        if case .scorers(let scorers) = transform.transform(state).content { return scorers }
        return nil
    }

    /// One division holding `rows` and no fixtures or scorers, the user's club being "team-1".
    func overview(rows: [TableRow] = [], fixtures: [FixtureSummary] = [],
                  scorers: [ScorerSummary] = []) -> LeagueOverview {
        LeagueOverview(leagueName: "The Grand Wobbly Pyramid", seasonLabel: "2026/27", nextMatchDay: 1,
                       userTeamId: "team-1",
                       divisions: [.init(table: DivisionTable(division: Fixtures.topDivision, rows: rows),
                                         fixtures: fixtures, topScorers: scorers)])
    }

    func row(_ teamId: String, name: String, goalsFor: Int, goalsAgainst: Int) -> TableRow {
        TableRow(position: 1, teamId: teamId, clubName: name, shortName: "XXX", played: 3, won: 1, drawn: 1, lost: 1,
                 goalsFor: goalsFor, goalsAgainst: goalsAgainst, points: 4)
    }

    @Test("the header names the division, its tier, the league and the season")
    func header() throws {
        let header = try #require(transform.transform(loadedState()).header)
        #expect(header.divisionName == "The Custard Premiership")
        #expect(header.detail == "Tier 1 · The Grand Wobbly Pyramid · 2026/27")
        #expect(header.canSwitchDivision)
        #expect(header.legend == "* your club  ↑ promotion  ↓ relegation")
    }

    @Test("the view bar lists the views with their keys and marks the active one",
          arguments: LeagueMode.allCases)
    func modeBar(_ mode: LeagueMode) throws {
        let header = try #require(transform.transform(loadedState(mode: mode)).header)
        #expect(header.modes.map(\.key) == ["t", "f", "s", "b", "m"])
        #expect(header.modes.map(\.title) == ["Table", "Fixtures", "Scorers", "Leaders", "Match stats"])
        #expect(header.modes.filter(\.isActive).map(\.title) == [mode.title])
        #expect(transform.transform(loadedState(mode: mode)).mode == mode)
    }

    @Test("a lone division has no arrows to switch")
    func loneDivision() throws {
        let header = try #require(transform.transform(loadedState(overview())).header)
        #expect(!header.canSwitchDivision)
    }

    @Test("table rows carry every figure and mark the user's club")
    func tableRows() throws {
        let table = try #require(standings(loadedState()))
        #expect(table.rows == [
            StandingsViewModel.Row(position: "1", club: "Crumpet Rovers *", played: "1", won: "1", drawn: "0",
                                   lost: "0", goalsFor: "2", goalsAgainst: "1", goalDifference: "+1", points: "3",
                                   isUserClub: true),
            StandingsViewModel.Row(position: "2", club: "Sporting Wobbleton", played: "1", won: "0", drawn: "0",
                                   lost: "1", goalsFor: "1", goalsAgainst: "2", goalDifference: "−1", points: "0",
                                   isUserClub: false),
        ])
        #expect(table.selectedRow == 0)
        #expect(table.rows[0].cells == ["1", "Crumpet Rovers *", "1", "1", "0", "0", "2", "1", "+1", "3"])
    }

    @Test("the places that go up and down at the season's end are marked beside the position — once a match is played",
          arguments: [0, 1])
    func promotionAndRelegationZones(played: Int) throws {
        let rows = (1...6).map { position in
            TableRow(position: position, teamId: "team-\(position)", clubName: "Club \(position)", shortName: "C\(position)",
                     played: played, won: 0, drawn: played, lost: 0, goalsFor: 0, goalsAgainst: 0, points: played)
        }
        let overview = LeagueOverview(
            leagueName: "The Grand Wobbly Pyramid", seasonLabel: "2026/27", nextMatchDay: 1, userTeamId: "team-1",
            divisions: [.init(table: DivisionTable(division: Fixtures.topDivision, rows: rows), fixtures: [],
                              topScorers: [], promotionPlaces: 1, relegationPlaces: 2)])
        let table = try #require(standings(loadedState(overview)))
        // Before the first match the order is alphabetical: a promoted club is not "18↓" (issue #42).
        #expect(table.rows.map(\.position) == (played == 0 ? ["1", "2", "3", "4", "5", "6"]
                                                            : ["1↑", "2", "3", "4", "5↓", "6↓"]))
    }

    @Test("goal difference carries its sign", arguments: [(5, 2, "+3"), (4, 4, "0"), (1, 3, "−2"), (0, 0, "0"),
                                                         (101, 0, "+101")])
    func goalDifference(_ goalsFor: Int, _ goalsAgainst: Int, _ expected: String) throws {
        let state = loadedState(overview(rows: [row("team-9", name: "Club", goalsFor: goalsFor,
                                                    goalsAgainst: goalsAgainst)]))
        #expect(try #require(standings(state)).rows.first?.goalDifference == expected)
    }

    @Test("long club names are cut to 28 columns, the user's mark kept after the cut")
    func truncation() throws {
        let long = "Athletic Club of Upper Puddlebury-on-the-Marsh"
        let state = loadedState(overview(rows: [row("team-1", name: long, goalsFor: 0, goalsAgainst: 0),
                                                row("team-2", name: long, goalsFor: 0, goalsAgainst: 0),
                                                row("team-3", name: LeagueSamples.longestGeneratedName,
                                                    goalsFor: 0, goalsAgainst: 0)]))
        let clubs = try #require(standings(state)).rows.map(\.club)
        #expect(clubs == ["Athletic Club of Upper Pudd… *", "Athletic Club of Upper Pudd…",
                          "Marmalade-on-Sea Academicals"])
    }

    @Test("the fixtures show the match day's number and date, unplayed games as v")
    func unplayedFixtures() throws {
        let day = try #require(fixtures(loadedState(mode: .fixtures, matchDay: 2)))
        #expect(day.title == "Match day 2 · 2026-08-08")
        #expect(day.rows == [FixturesViewModel.Row(home: "Sporting Wobbleton", score: "v", away: "Crumpet Rovers *",
                                                   isUserMatch: true)])
        #expect(day.selectedRow == 0)
    }

    @Test("played fixtures show the score with a dash")
    func playedFixtures() throws {
        let day = try #require(fixtures(loadedState(mode: .fixtures, matchDay: 1)))
        #expect(day.title == "Match day 1 · 2026-08-01")
        #expect(day.rows == [FixturesViewModel.Row(home: "Crumpet Rovers *", score: "2–1", away: "Sporting Wobbleton",
                                                   isUserMatch: true)])
        let other = try #require(fixtures(loadedState(divisionIndex: 1, mode: .fixtures, matchDay: 1)))
        #expect(other.rows == [FixturesViewModel.Row(home: "Real Muddyford", score: "0–0", away: "Athletic Puddlebury",
                                                     isUserMatch: false)])
    }

    @Test("a match day past a shorter division's season shows its last one")
    func clampedMatchDay() throws {
        let day = try #require(fixtures(loadedState(divisionIndex: 1, mode: .fixtures, matchDay: 9)))
        #expect(day.title == "Match day 1 · 2026-08-01")
    }

    @Test("a division without fixtures says so")
    func noFixtures() throws {
        let day = try #require(fixtures(loadedState(overview(), mode: .fixtures, selectedIndex: nil)))
        #expect(day.title == "No fixtures this season")
        #expect(day.rows.isEmpty)
    }

    @Test("top scorers carry rank, player, club, goals, assists and appearances")
    func scorerRows() throws {
        let list = try #require(scorers(loadedState(mode: .scorers, selectedIndex: 1)))
        #expect(list.rows == [
            TopScorersViewModel.Row(playerId: "player-13", rank: "1", player: "Player No13", club: "Crumpet Rovers *",
                                    goals: "1", assists: "0", appearances: "1", isUserClub: true),
            TopScorersViewModel.Row(playerId: "player-113", rank: "1", player: "Player No113",
                                    club: "Sporting Wobbleton", goals: "1", assists: "0", appearances: "1",
                                    isUserClub: false),
        ])
        #expect(list.selectedRow == 1)
        #expect(list.emptyMessage == nil)
    }

    @Test("players level on goals share a rank; the next rank skips theirs")
    func sharedRanks() throws {
        let goals = [9, 7, 7, 7, 5]
        let list = try #require(scorers(loadedState(overview(scorers: goals.enumerated().map { index, count in
            ScorerSummary(playerId: "p-\(index)", playerName: "Player \(index)", teamId: "team-2", clubName: "Club",
                          goals: count, assists: 0, appearances: 3)
        }), mode: .scorers)))
        #expect(list.rows.map(\.rank) == ["1", "2", "2", "2", "5"])
    }

    @Test("long player names are cut to 24 columns")
    func playerTruncation() throws {
        let scorer = ScorerSummary(playerId: "p-1", playerName: "Bartholomew Fotherington-Smythe", teamId: "team-1",
                                   clubName: "Crumpet Rovers", goals: 3, assists: 1, appearances: 2)
        let list = try #require(scorers(loadedState(overview(scorers: [scorer]), mode: .scorers)))
        #expect(list.rows.first?.player == "Bartholomew Fotheringto…")
        #expect(list.rows.first?.club == "Crumpet Rovers *")
    }

    @Test("no scorers yet gives the empty message")
    func noScorers() throws {
        let list = try #require(scorers(loadedState(divisionIndex: 1, mode: .scorers, selectedIndex: nil)))
        #expect(list.rows.isEmpty)
        #expect(list.emptyMessage == "No goals yet this season.")
    }

    @Test("loading and error states pass through without header or content")
    func loadingAndError() {
        let loading = transform.transform(LeagueScreenState())
        #expect(loading == LeagueViewModel(isLoading: true, mode: .table))

        let failed = transform.transform(LeagueScreenState(isLoading: false, errorMessage: "no career in slot 'x'",
                                                           mode: .scorers))
        #expect(failed == LeagueViewModel(isLoading: false, errorMessage: "no career in slot 'x'", mode: .scorers))
    }
}
