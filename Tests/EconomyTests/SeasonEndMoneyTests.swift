import Economy
import Testing

@Suite("A club's season end")
struct SeasonEndMoneyTests {
    @Test("a club holding less than a season's revenue takes its prize and invests nothing")
    func prizeOnly() {
        let movements = SeasonEndMoney.movements(tier: 4, position: 3, clubs: 24, balance: 1_500_000, revenue: 2_000_000)
        #expect(movements == [MoneyMovement(kind: .prizeMoney, amount: PrizeMoney.award(tier: 4, position: 3, clubs: 24))])
    }

    @Test("a club holding more invests a share of what lies beyond a season's revenue, its prize counted on both sides")
    func surplusInvested() {
        let prize = PrizeMoney.award(tier: 4, position: 1, clubs: 24)
        let movements = SeasonEndMoney.movements(tier: 4, position: 1, clubs: 24, balance: 12_000_000, revenue: 2_000_000)
        #expect(movements.map(\.kind) == [.prizeMoney, .investment])
        #expect(movements[0].amount == prize)
        #expect(movements[1].amount == MoneyRounding.quoted(10_000_000 * SeasonEndMoney.investedShare, minimum: 0))
        #expect(movements[1].signedAmount < 0)
    }

    @Test("a club in debt invests nothing")
    func debt() {
        let movements = SeasonEndMoney.movements(tier: 2, position: 20, clubs: 24, balance: -5_000_000, revenue: 0)
        #expect(movements.map(\.kind) == [.prizeMoney])
    }
}
