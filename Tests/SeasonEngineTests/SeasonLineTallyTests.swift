import GameModels
import SeasonEngine
import Testing

/// Season lines as a career's season totals keep them: one a player, at the club he last played for.
struct SeasonLineTallyTests {
    private func played(_ playerId: String, for teamId: String, goals: Int, rating: Double) -> PlayerPerformance {
        PlayerPerformance(playerId: playerId, teamId: teamId, started: true, minutesPlayed: 90, goals: goals,
                          rating: rating)
    }

    @Test func aPlayerSoldMidSeasonHasOneLineAtHisNewClub() {
        var tally = SeasonLineTally()
        tally.add([played("p1", for: "old", goals: 2, rating: 7), played("p2", for: "old", goals: 0, rating: 6)])
        tally.add([played("p1", for: "new", goals: 1, rating: 8)])
        #expect(tally.all == [
            PlayerSeasonLine(playerId: "p1", teamId: "new", appearances: 2, goals: 3, ratingTotal: 15),
            PlayerSeasonLine(playerId: "p2", teamId: "old", appearances: 1, goals: 0, ratingTotal: 6),
        ])
    }
}
