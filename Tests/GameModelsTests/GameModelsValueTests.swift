import GameModels
import Testing

@Suite struct GameModelsValueTests {
    @Test func gameDateOrdersAndRoundTripsItsIsoForm() {
        let date = GameDate(year: 2026, month: 8, day: 1)
        #expect(date.description == "2026-08-01")
        #expect(GameDate(iso: "2026-08-01") == date)
        #expect(GameDate(iso: "2026-13-01") == nil)
        #expect(GameDate(iso: "yesterday") == nil)
        #expect(date < GameDate(year: 2026, month: 8, day: 2))
        #expect(GameDate(year: 2025, month: 12, day: 31) < date)
    }

    @Test func seasonLabelSpansTwoYears() {
        #expect(Season(id: "s", leagueId: "l", year: 2026).label == "2026/27")
        #expect(Season(id: "s", leagueId: "l", year: 2099).label == "2099/00")
        #expect(Season(id: "s", leagueId: "l", year: 2008).label == "2008/09")
    }

    @Test func teamStatsDerivesPointsAndGoalDifference() {
        let stats = TeamStats(teamId: "t", seasonId: "s", won: 3, drawn: 2, lost: 1, goalsFor: 9, goalsAgainst: 4)
        #expect(stats.played == 6)
        #expect(stats.points == 11)
        #expect(stats.goalDifference == 5)
    }

    @Test func teamStrengthIsTheMeanOfTheBestEleven() {
        func player(_ id: Int, _ position: Position, _ rating: Int) -> Player {
            Player(id: "p\(id)", teamId: "t", firstName: "A", lastName: "B", position: position, age: 25,
                   ratings: PlayerRatings(pace: 0, shooting: 0, passing: 0, dribbling: 0, defending: 0,
                                          physical: 0, goalkeeping: 0, overall: rating),
                   contract: Contract(weeklyWage: 1, endSeason: 2027))
        }
        // Two keepers (only the better counts) and twelve outfielders (only the best ten count).
        let squad = [player(0, .goalkeeper, 70), player(1, .goalkeeper, 90)]
            + (0..<10).map { player(10 + $0, .midfielder, 60) } + [player(30, .forward, 10), player(31, .forward, 5)]
        #expect(TeamStrength.rating(of: squad) == (90 + 600 + 5) / 11)
        #expect(TeamStrength.rating(of: []) == 0)
    }

    @Test func matchIsPlayedOnlyWithBothScores() {
        let fixture = Match(id: "m", seasonId: "s", divisionId: "d", matchDay: 1, homeTeamId: "a", awayTeamId: "b")
        #expect(!fixture.isPlayed)
        let result = Match(id: "m", seasonId: "s", divisionId: "d", matchDay: 1, homeTeamId: "a", awayTeamId: "b",
                           homeGoals: 2, awayGoals: 0)
        #expect(result.isPlayed)
    }

    @Test func positionsSortKeepersFirst() {
        #expect(Position.allCases.sorted() == [.goalkeeper, .defender, .midfielder, .forward])
    }
}
