import Economy
import GameModels
import Testing

@Suite("Form")
struct FormTests {
    private static func match(day: Int, home: String, away: String, _ homeGoals: Int?, _ awayGoals: Int?) -> Match {
        Match(id: "m\(day)", seasonId: "s", divisionId: "d", matchDay: day, homeTeamId: home, awayTeamId: away,
              homeGoals: homeGoals, awayGoals: awayGoals)
    }

    @Test("the last five played matches count: three a win, one a draw, home or away")
    func recent() {
        let matches = [
            Self.match(day: 1, home: "a", away: "b", 0, 4),
            Self.match(day: 2, home: "b", away: "a", 0, 1),
            Self.match(day: 3, home: "a", away: "c", 2, 2),
            Self.match(day: 4, home: "c", away: "a", 3, 0),
            Self.match(day: 5, home: "a", away: "b", 1, 0),
            Self.match(day: 6, home: "c", away: "a", 1, 1),
            Self.match(day: 7, home: "a", away: "c", nil, nil),
            Self.match(day: 8, home: "b", away: "c", 5, 0),
        ]
        #expect(Form.recent(teamId: "a", matches: matches) == Form(points: 3 + 1 + 0 + 3 + 1, matches: 5))
        #expect(Form.recent(teamId: "d", matches: matches) == .none)
        #expect(Form.none.pointsPerMatch == Form.ordinaryPointsPerMatch)
    }
}
