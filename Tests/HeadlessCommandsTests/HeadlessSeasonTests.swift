@testable import HeadlessCommands
import DataManaging
import Foundation
import GameModels
import Testing
import TestSupport

@MainActor
@Suite struct HeadlessSeasonTests {
    let data = MockMatchDayDataManager()
    let league = MockLeagueDataManager()
    let history = MockHistoryDataManager()

    init() {
        data.advanceResult = .success(SeasonFixtures.advanceResult)
        league.leagueOverviewResult = .success(SeasonFixtures.leagueOverview)
    }

    var season: HeadlessSeason { HeadlessSeason(matchDays: data, league: league, history: history) }

    @Test func advanceReportsEachDayWithTheUserResult() async throws {
        let text = try await season.advance(careerId: "career-1", .matchDays(1), json: false)
        #expect(data.advanceRequests.map(\.request) == [.matchDays(1)])
        #expect(text == """
            Match day 1 · 2026-08-01: Crumpet Rovers 2–1 Sporting Wobbleton (W)
            Crumpet Rovers · 2026/27 · 2026-08-08
            """)
    }

    @Test func advanceJSONCarriesDaysResultsAndTheNewDate() async throws {
        data.advanceResult = .success(AdvanceResult(
            days: SeasonFixtures.advanceResult.days + [.init(matchDay: 2, date: SeasonFixtures.nextFixture.date,
                                                            userResult: nil)],
            seasonOver: true, summary: SeasonFixtures.summaryAfterDayOne))
        let json = try await season.advance(careerId: "career-1", .toSeasonEnd, json: true)
        let listing = try JSONDecoder().decode(AdvanceListing.self, from: Data(json.utf8))
        #expect(listing.seasonOver)
        #expect(listing.days.map(\.matchDay) == [1, 2])
        #expect(listing.days[0].result == .init(home: "Crumpet Rovers", away: "Sporting Wobbleton", homeGoals: 2, awayGoals: 1))
        #expect(listing.days[1].result == nil)
        #expect(listing.date == "2026-08-08")
    }

    @Test func advanceTellsTheUsersCupTieUnderItsDay() async throws {
        let tie = CupTie(id: "cup-2026-r2-3", year: 2026, round: 2, homeTeamId: "team-1", awayTeamId: "team-9",
                         homeTier: 1, awayTier: 4, neutralGround: false, homeGoals: 1, awayGoals: 1, extraTime: true,
                         homePenalties: 2, awayPenalties: 4)
        let cup = AdvanceResult.CupResult(roundName: "Round 2", homeName: "Crumpet Rovers", awayName: "Owls", tie: tie,
                                          wentThrough: false)
        let day = try #require(SeasonFixtures.advanceResult.days.first)
        data.advanceResult = .success(AdvanceResult(
            days: [.init(matchDay: day.matchDay, date: day.date, userResult: day.userResult, cupResult: cup)],
            seasonOver: false, summary: SeasonFixtures.advanceResult.summary))
        let text = try await season.advance(careerId: "career-1", .matchDays(1), json: false)
        #expect(text.split(separator: "\n")[1]
            == "  midweek, cup Round 2: Crumpet Rovers 1–1 Owls, after extra time, 4–2 on penalties (out)")
        let json = try await season.advance(careerId: "career-1", .matchDays(1), json: true)
        let listing = try JSONDecoder().decode(AdvanceListing.self, from: Data(json.utf8))
        #expect(listing.days[0].cup == .init(round: "Round 2", home: "Crumpet Rovers", away: "Owls", homeGoals: 1,
                                             awayGoals: 1, extraTime: true, homePenalties: 2, awayPenalties: 4,
                                             through: false))
    }

    @Test func aCupRoundTheGameLeftIsToldOnALineOfItsOwn() async throws {
        let tie = CupTie(id: "cup-2026-r2-3", year: 2026, round: 2, homeTeamId: "team-1", awayTeamId: "team-9",
                         homeTier: 1, awayTier: 4, neutralGround: false, homeGoals: 3, awayGoals: 0, extraTime: false,
                         homePenalties: nil, awayPenalties: nil)
        let cup = AdvanceResult.CupResult(roundName: "Round 2", homeName: "Crumpet Rovers", awayName: "Owls", tie: tie,
                                          wentThrough: false)
        let day = try #require(SeasonFixtures.advanceResult.days.first)
        data.advanceResult = .success(AdvanceResult(
            days: [.init(matchDay: 11, date: GameDate(year: 2026, month: 10, day: 13), userResult: nil, cupResult: cup,
                         playedLeague: false), day],
            seasonOver: false, summary: SeasonFixtures.advanceResult.summary))
        let text = try await season.advance(careerId: "career-1", .matchDays(1), json: false)
        #expect(text.split(separator: "\n")[0]
            == "Midweek after match day 11 · 2026-10-13: cup Round 2: Crumpet Rovers 3–0 Owls (out)")
        let json = try await season.advance(careerId: "career-1", .matchDays(1), json: true)
        let listing = try JSONDecoder().decode(AdvanceListing.self, from: Data(json.utf8))
        #expect(listing.days[0].cupRoundOnly == true && listing.days[0].result == nil)
        #expect(listing.days[1].cupRoundOnly == nil && !json.contains("\"cupRoundOnly\" : false"))
    }

    @Test func aSeasonOverBecomesTheCommandsOneLineFailure() async {
        data.advanceResult = .failure(.seasonOver(seasonLabel: "2026/27"))
        do {
            _ = try await season.advance(careerId: "career-1", .matchDays(3), json: false)
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)" == DataError.seasonOver(seasonLabel: "2026/27").message)
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test func tableJSONOfOneDivisionHasTheIssuesKeys() async throws {
        let json = try await season.table(careerId: "career-1", division: 2, json: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["division"] as? Int == 2)
        #expect(object["name"] as? String == "The Gravy Championship")
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(Set(rows[0].keys) == ["position", "club", "played", "won", "drawn", "lost", "goalsFor", "goalsAgainst",
                                      "points"])
        #expect(rows.map { $0["club"] as? String } == ["Real Muddyford", "Athletic Puddlebury"])
    }

    @Test func tableJSONWithoutADivisionIsAnArrayOfEveryDivision() async throws {
        let json = try await season.table(careerId: "career-1", division: nil, json: true)
        let listings = try JSONDecoder().decode([TableListing].self, from: Data(json.utf8))
        #expect(listings.map(\.division) == [1, 2])
        #expect(listings[0].rows[0] == .init(position: 1, club: "Crumpet Rovers", played: 1, won: 1, drawn: 0, lost: 0,
                                             goalsFor: 2, goalsAgainst: 1, points: 3))
    }

    @Test func tableTextAlignsColumnsAndMarksTheUsersClub() async throws {
        let text = try await season.table(careerId: "career-1", division: 1, json: false)
        #expect(text == """
            The Custard Premiership (division 1) · 2026/27
            POS  CLUB                P  W  D  L  GF  GA  GD  PTS
              1  Crumpet Rovers *    1  1  0  0   2   1  +1    3
              2  Sporting Wobbleton  1  0  0  1   1   2  -1    0
            """)
    }

    @Test func aPastSeasonsTableComesFromTheHistory() async throws {
        history.seasonTablesResult = .success(SeasonTables(seasonLabel: "2025/26", isFinished: true,
                                                           userTeamId: "team-1",
                                                           tables: SeasonFixtures.leagueOverview.divisions.map(\.table)))
        let text = try await season.table(careerId: "career-1", season: 2025, division: 1, json: false)
        #expect(history.seasonTablesRequests.map(\.year) == [2025])
        #expect(text.hasPrefix("The Custard Premiership (division 1) · 2025/26"))
        #expect(league.leagueOverviewCareerIds.isEmpty)
    }

    @Test func aSeasonTheCareerHasNotReachedIsOneLine() async {
        history.seasonTablesResult = .failure(.seasonNotFound(year: 1999, first: 2026, current: 2027))
        do {
            _ = try await season.table(careerId: "career-1", season: 1999, division: nil, json: false)
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)" == "no season 1999 in this career: it has seasons 2026–2027")
        }
    }

    @Test func advanceTellsOfEverySeasonEndItCrossed() async throws {
        let end = SeasonEndSummary(
            finishedSeasonLabel: "2026/27", newSeasonLabel: "2027/28",
            champions: [.init(year: 2026, tier: 1, divisionName: "The Custard Premiership", clubName: "Crumpet Rovers",
                              points: 81)],
            promoted: ["Real Muddyford"], relegated: ["Sporting Wobbleton"], awards: [], userPosition: 1,
            userFinishedDivision: "The Custard Premiership", userNewDivision: "The Custard Premiership",
            userRetired: ["Old Timer (36)"], userYouthIntake: ["Young Gun (16, FW)"], userReleased: [],
            userRenewed: [], userSigned: [], userLeft: ["Star Turn (to Crumpet Rovers)"])
        data.advanceResult = .success(AdvanceResult(days: [], seasonEnds: [end], seasonOver: false,
                                                    summary: SeasonFixtures.summaryAfterDayOne))
        let text = try await season.advance(careerId: "career-1", .seasons(1), json: false)
        #expect(text.contains("End of 2026/27 — champions: The Custard Premiership: Crumpet Rovers"))
        #expect(text.contains("  The Custard Premiership: finished 1"))
        #expect(text.contains("  retired: Old Timer (36)") && text.contains("  youth intake: Young Gun (16, FW)"))
        #expect(text.contains("  left: Star Turn (to Crumpet Rovers)"))
        let json = try await season.advance(careerId: "career-1", .seasons(1), json: true)
        let listing = try JSONDecoder().decode(AdvanceListing.self, from: Data(json.utf8))
        #expect(listing.seasonEnds.map(\.nextSeason) == ["2027/28"])
        #expect(listing.seasonEnds.first?.promoted == ["Real Muddyford"])
        #expect(listing.seasonEnds.first?.left == ["Star Turn (to Crumpet Rovers)"])
    }

    @Test func anUnknownDivisionNamesTheOnesThereAre() async {
        do {
            _ = try await season.table(careerId: "career-1", division: 7, json: false)
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)" == "no division 7: this pyramid has divisions 1–2")
        }
    }

    @Test func commandLineChecksRefuseBadDayCountsAndSeasonCaps() throws {
        for arguments in [["--career", "c", "--days", "0"], ["--career", "c", "--days=-2"],
                          ["--career", "c", "--days", "many"], ["--career", "c", "--days", "2", "--to-season-end"]] {
            #expect(throws: (any Error).self) { try AdvanceCommand.parse(arguments) }
        }
        #expect(throws: (any Error).self) { try SimulateCommand.parse(["--seed", "1", "--seasons", "100000"]) }
        #expect(throws: (any Error).self) { try SimulateCommand.parse(["--seed", "1", "--seasons", "0"]) }
        for seasons in ["0", "-1", "501"] {
            #expect(throws: (any Error).self) { try AdvanceCommand.parse(["--career", "c", "--seasons", seasons]) }
        }
        #expect(throws: (any Error).self) { try AdvanceCommand.parse(["--career", "c", "--seasons", "2", "--days", "1"]) }
        #expect(try AdvanceCommand.parse(["--career", "c", "--seasons", "3"]).seasons == 3)
        // An empty data folder is a mistake, not the default folder.
        #expect(throws: (any Error).self) { try CareersCommand.parse(["--data-dir", ""]) }
        #expect(throws: (any Error).self) { try AdvanceCommand.parse(["--career", "c", "--data-dir", " "]) }
        let advance = try AdvanceCommand.parse(["--career", "c", "--days", "3", "--json"])
        #expect(advance.days == 3 && advance.json)
    }
}
