import Economy
import Testing

@Suite("Prize money")
struct PrizeMoneyTests {
    @Test("one step a place: the champion gets one step per club, the last club one")
    func steps() {
        let step = TierEconomy.of(tier: 1).prizePerPlace
        let awards = (1...20).map { PrizeMoney.award(tier: 1, position: $0, clubs: 20) }
        #expect(awards.first == 20 * step && awards.last == step)
        #expect(zip(awards, awards.dropFirst()).allSatisfy { $0 - $1 == step })
    }

    @Test("a higher tier pays more for the same place")
    func tiers() {
        let champions = (1...4).map { PrizeMoney.award(tier: $0, position: 1, clubs: 18) }
        #expect(zip(champions, champions.dropFirst()).allSatisfy { $0 > $1 })
    }
}
