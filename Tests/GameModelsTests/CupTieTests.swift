import GameModels
import Testing

@Suite("Cup ties")
struct CupTieTests {
    static func tie(_ goals: (Int, Int)?, extraTime: Bool = false, penalties: (Int, Int)? = nil) -> CupTie {
        CupTie(id: "t", year: 2026, round: 1, homeTeamId: "h", awayTeamId: "a", homeTier: 4, awayTier: 1,
               neutralGround: false, homeGoals: goals?.0, awayGoals: goals?.1, extraTime: extraTime,
               homePenalties: penalties?.0, awayPenalties: penalties?.1)
    }

    @Test("the winner: more goals, else the shootout; nobody before the tie is played")
    func winner() {
        #expect(Self.tie(nil).winnerTeamId == nil && !Self.tie(nil).isPlayed)
        #expect(Self.tie((2, 1)).winnerTeamId == "h" && Self.tie((2, 1)).loserTeamId == "a")
        #expect(Self.tie((1, 1), extraTime: true, penalties: (3, 4)).winnerTeamId == "a")
    }

    @Test("how a tie was settled, the winner's kicks first")
    func settlement() {
        #expect(Self.tie((2, 1)).settlement == nil)
        #expect(Self.tie((2, 1), extraTime: true).settlement == "after extra time")
        let shootout = Self.tie((1, 1), extraTime: true, penalties: (3, 4))
        #expect(shootout.settlement == "after extra time, 4–3 on penalties")
        #expect(shootout.shootoutScore?.won == 4 && shootout.shootoutScore?.lost == 3)
    }
}
