import GameModels
import SeasonEngine
import Testing

@Suite("A cup day on the match-day runner")
struct CupDayRunnerTests {
    @Test("a cup day: every tie has a winner; only the clubs that played serve a match; everyone rests the days given")
    func onlyPlayersOfTiesServe() throws {
        let clubs = TestWorld.topClubs
        var squads = TestWorld.squads
        let idleSquad = try #require(squads[clubs[2]])
        let suspended = idleSquad[0].with(condition: PlayerCondition(fitness: 60, suspensionMatchDays: 1))
        squads[clubs[2]] = [suspended] + idleSquad.dropFirst()
        let ties = (0..<20).map { index in
            CupTie(id: "cup-2026-r1-\(index + 1)", year: 2026, round: 1, homeTeamId: clubs[0], awayTeamId: clubs[1],
                   homeTier: 1, awayTier: 1, neutralGround: false)
        }
        let day = MatchDayRunner().play(matchDay: 5, pairings: ties.map(MatchDayRunner.Pairing.init), squads: squads,
                                        clubNames: TestWorld.clubNames, userTeamId: nil, userLineUp: nil,
                                        worldSeed: 3, restDays: 4, idleClubsServe: false)
        let played = zip(ties, day.reports).map { $0.played($1) }
        #expect(played.allSatisfy { $0.winnerTeamId != nil })
        #expect(played.contains { $0.extraTime }, "twenty ties between equals: some go to extra time")
        // Four days win back about half of what is missing (0.86⁴ ≈ 0.55): 40 missing leave 22.
        #expect(day.conditions[suspended.id] == PlayerCondition(fitness: 78, suspensionMatchDays: 1))
    }
}
