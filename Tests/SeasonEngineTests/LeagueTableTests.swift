import GameModels
import SeasonEngine
import Testing

@Suite("League table")
struct LeagueTableTests {
    /// Matches numbered in the order given; nil goals leave a fixture unplayed.
    private static func matches(_ results: [(String, String, Int?, Int?)]) -> [Match] {
        results.enumerated().map { index, result in
            Match(id: "m\(index)", seasonId: "s", divisionId: "d", matchDay: index + 1,
                  homeTeamId: result.0, awayTeamId: result.1, homeGoals: result.2, awayGoals: result.3)
        }
    }

    private static func order(_ teamIds: [String], _ results: [(String, String, Int?, Int?)]) -> [String] {
        LeagueTable.standings(seasonId: "s", teamIds: teamIds, matches: matches(results)).map(\.teamId)
    }

    @Test("points first, then goal difference, then goals scored; clubs without a match still appear")
    func pointsGoalDifferenceGoalsScored() {
        let standings = LeagueTable.standings(
            seasonId: "s", teamIds: ["a", "b", "c", "d", "e"],
            matches: Self.matches([("a", "d", 2, 0), ("b", "d", 1, 0), ("c", "d", 3, 2), ("b", "c", nil, nil)]))
        #expect(standings.map(\.teamId) == ["a", "c", "b", "e", "d"])
        #expect(standings.map(\.position) == [1, 2, 3, 4, 5])
        #expect(standings[3].record == TeamStats(teamId: "e", seasonId: "s"))
        #expect(standings[4].record == TeamStats(teamId: "d", seasonId: "s", lost: 3, goalsFor: 2, goalsAgainst: 6))
        #expect(standings[1].record.points == 3 && standings[1].record.goalDifference == 1)
    }

    @Test("a draw is a point each and counts in both records")
    func draws() {
        let standings = LeagueTable.standings(seasonId: "s", teamIds: ["a", "b"],
                                              matches: Self.matches([("a", "b", 2, 2), ("b", "a", 1, 0)]))
        #expect(standings.map(\.teamId) == ["b", "a"])
        #expect(standings[0].record == TeamStats(teamId: "b", seasonId: "s", won: 1, drawn: 1, goalsFor: 3,
                                                 goalsAgainst: 2))
        #expect(standings[1].record.points == 1 && standings[1].record.played == 2)
    }

    @Test("goal difference comes before head to head: a club beaten by its rival stays above on goals")
    func goalDifferenceBeforeHeadToHead() {
        let order = Self.order(["a", "b", "c", "d"], [
            ("b", "a", 1, 0), ("a", "c", 5, 0), ("a", "d", 3, 0), ("b", "c", 1, 0),
        ])
        #expect(order == ["a", "b", "d", "c"])
    }

    @Test("clubs level on points, goal difference and goals are split by their match, not by id")
    func headToHeadBreaksTie() {
        let order = Self.order(["club-a", "club-b", "club-c", "club-d"], [
            ("club-b", "club-a", 2, 1), ("club-a", "club-c", 2, 0), ("club-a", "club-d", 0, 1),
            ("club-b", "club-d", 1, 2),
        ])
        #expect(order == ["club-d", "club-b", "club-a", "club-c"])
    }

    @Test("a three-way tie uses the mini-table, then the matches of the pair still level")
    func headToHeadAppliedAgain() {
        // All three end on 4 points, 2–2 in goals. Between them it goes round in a circle: ant scores
        // fewest in those games, and of zebra and cat, still level, zebra won their meeting.
        let order = Self.order(["ant", "cat", "dog", "zebra"], [
            ("zebra", "cat", 2, 1), ("cat", "ant", 1, 0), ("ant", "zebra", 1, 0),
            ("ant", "dog", 1, 1), ("zebra", "dog", 0, 0), ("cat", "dog", 0, 0),
        ])
        #expect(order == ["zebra", "cat", "ant", "dog"])
    }

    @Test("clubs level on everything, head to head included, go by team id")
    func fullyLevelByTeamId() {
        #expect(Self.order(["c", "a", "b"], [("a", "b", 1, 1), ("b", "a", 0, 0)]) == ["a", "b", "c"])
        #expect(Self.order(["b", "a"], []) == ["a", "b"])
    }

    @Test("unplayed matches and matches against clubs outside the table are ignored")
    func ignoresUnplayedAndOutsiders() {
        let standings = LeagueTable.standings(
            seasonId: "s", teamIds: ["a", "b"],
            matches: Self.matches([("a", "b", nil, nil), ("a", "x", 5, 0), ("b", "a", 1, 0), ("a", "b", 3, nil)]))
        #expect(standings.map(\.teamId) == ["b", "a"])
        #expect(standings.map(\.record.played) == [1, 1])
        #expect(standings.count == 2)
    }
}
