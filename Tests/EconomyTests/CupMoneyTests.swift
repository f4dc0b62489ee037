import Economy
import Testing

@Suite("Cup money")
struct CupMoneyTests {
    @Test("prizes follow the FA Cup's, counted back from the final, more to the club that goes through")
    func prizes() {
        #expect(CupMoney.prize(round: 7, rounds: 7, won: true) == 2_000_000)
        #expect(CupMoney.prize(round: 7, rounds: 7, won: false) == 1_000_000)
        #expect(CupMoney.prize(round: 6, rounds: 7, won: true) == 1_000_000)
        #expect(CupMoney.prize(round: 1, rounds: 7, won: true) == 67_000)
        #expect(CupMoney.prize(round: 1, rounds: 11, won: false) == 14_000, "an early round of a long cup")
        for rounds in 5...11 {
            let won = (1...rounds).map { CupMoney.prize(round: $0, rounds: rounds, won: true) }
            #expect(zip(won, won.dropFirst()).allSatisfy { $0 <= $1 }, "later rounds pay more")
            #expect((1...rounds).allSatisfy {
                CupMoney.prize(round: $0, rounds: rounds, won: false) < CupMoney.prize(round: $0, rounds: rounds, won: true)
            })
        }
    }

    @Test("a bigger visitor and a later round fill more seats, never more than the ground; the final fills the stadium")
    func crowds() {
        let plain = CupMoney.crowd(homeTier: 4, awayTier: 4, capacity: 8_000, round: 1, rounds: 7)
        let bigVisitor = CupMoney.crowd(homeTier: 4, awayTier: 1, capacity: 8_000, round: 1, rounds: 7)
        let later = CupMoney.crowd(homeTier: 4, awayTier: 4, capacity: 8_000, round: 5, rounds: 7)
        #expect(plain < bigVisitor && plain < later && bigVisitor <= 8_000)
        #expect(CupMoney.crowd(homeTier: 3, awayTier: 2, capacity: 10_000, round: 7, rounds: 7) == CupMoney.finalCrowd)
    }

    @Test("each club books its prize and the same half of the gate")
    func movements() {
        let books = CupMoney.movements(homeTier: 4, awayTier: 1, capacity: 8_000, round: 2, rounds: 7, homeWon: true)
        #expect(books.home.first { $0.kind == .prizeMoney }?.amount == CupMoney.prize(round: 2, rounds: 7, won: true))
        #expect(books.away.first { $0.kind == .prizeMoney }?.amount == CupMoney.prize(round: 2, rounds: 7, won: false))
        let gates = [books.home, books.away].map { $0.first { $0.kind == .gateReceipts }?.amount ?? 0 }
        #expect(gates[0] == gates[1] && gates[0] > 0)
    }
}
