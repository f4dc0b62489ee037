import GameModels
import Testing

/// Three for a win, one for a draw — counted in one place for the table, the board, form and the record book.
struct LeaguePointsTests {
    @Test func aRecordAndAResultCountTheSame() {
        #expect(LeaguePoints.of(won: 20, drawn: 7) == 67)
        #expect(LeaguePoints.of(scored: 2, conceded: 1) == 3)
        #expect(LeaguePoints.of(scored: 1, conceded: 1) == 1)
        #expect(LeaguePoints.of(scored: 0, conceded: 3) == 0)
    }

    @Test func aMatchGivesEachSideItsPointsAndNoneBeforeItIsPlayed() {
        let played = Match(id: "m", seasonId: "s", divisionId: "d", matchDay: 1, homeTeamId: "a", awayTeamId: "b", homeGoals: 0,
                           awayGoals: 2)
        #expect(played.points(of: "a") == 0)
        #expect(played.points(of: "b") == 3)
        #expect(played.points(of: "c") == nil)
        let fixture = Match(id: "m", seasonId: "s", divisionId: "d", matchDay: 1, homeTeamId: "a", awayTeamId: "b")
        #expect(fixture.points(of: "a") == nil)
    }
}
