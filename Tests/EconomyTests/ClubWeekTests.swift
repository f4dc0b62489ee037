import Economy
import GameModels
import Testing

@Suite("A club's week")
struct ClubWeekTests {
    private static let home = HomeMatch(tier: 1, capacity: 40_000, clubs: 20, position: 5, opponentPosition: 8,
                                        form: .none)

    @Test("a home week brings the gate, every week the sponsor and the television, and the wages and running costs go out")
    func movements() {
        let economy = TierEconomy.of(tier: 1)
        let gate = Attendance.receipts(at: Self.home)
        let sponsorship = economy.sponsorship(capacity: 40_000)
        let income = gate + sponsorship + economy.weeklyTelevision
        let atHome = ClubWeek.movements(tier: 1, capacity: 40_000, wageBill: 900_000, homeMatch: Self.home)
        #expect(atHome == [
            MoneyMovement(kind: .gateReceipts, amount: gate),
            MoneyMovement(kind: .sponsorship, amount: sponsorship),
            MoneyMovement(kind: .television, amount: economy.weeklyTelevision),
            MoneyMovement(kind: .wages, amount: 900_000),
            MoneyMovement(kind: .runningCosts, amount: MoneyRounding.tens(Double(income) * economy.runningCostShare)),
        ])
        let away = ClubWeek.movements(tier: 1, capacity: 40_000, wageBill: 900_000, homeMatch: nil)
        #expect(!away.contains { $0.kind == .gateReceipts })
        let awayIncome = sponsorship + economy.weeklyTelevision
        #expect(away.map(\.signedAmount).reduce(0, +)
            == awayIncome - 900_000 - MoneyRounding.tens(Double(awayIncome) * economy.runningCostShare))
    }

    @Test("top-flight sponsors pay by the square of the ground's size, the tier's figure at the middle; lower down alike")
    func sponsorshipFollowsTheGround() {
        for economy in TierEconomy.pyramid {
            let range = economy.capacityRange
            let middle = (range.lowerBound + range.upperBound) / 2
            #expect(abs(economy.sponsorship(capacity: middle) - economy.weeklySponsorship) <= 10)
            let small = Double(economy.sponsorship(capacity: range.lowerBound))
            let big = Double(economy.sponsorship(capacity: range.upperBound))
            let sizes = Double(range.upperBound) / Double(range.lowerBound)
            let expected = economy.tier == 1 ? sizes * sizes : 1
            #expect(abs(big / small - expected) < 0.01, "tier \(economy.tier): \(small) to \(big)")
        }
        // The top flight's biggest club earns several times its smallest one's commercial income.
        let top = TierEconomy.of(tier: 1)
        #expect(top.sponsorship(capacity: 62_000) > 6 * top.sponsorship(capacity: 24_000))
    }

    @Test("running costs take a bigger share of a week's income at the top, where grounds and staff are biggest")
    func runningCosts() {
        let shares = (1...4).map { TierEconomy.of(tier: $0).runningCostShare }
        #expect(zip(shares, shares.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(shares.allSatisfy { (0.05...0.35).contains($0) })
    }

    @Test("the wage bill is the squad's weekly wages")
    func wageBill() {
        let squad = CalibrationTests.seasons[0].world.players.filter { $0.teamId == "team-1" }
        #expect(ClubWeek.wageBill(of: squad) == squad.map(\.contract.weeklyWage).reduce(0, +))
        #expect(ClubWeek.wageBill(of: []) == 0)
    }

    @Test("income and spending by tier: the top tier earns most from television, lower tiers lean on the gate and sponsors")
    func tiers() {
        let sponsorship = (1...4).map { TierEconomy.of(tier: $0).weeklySponsorship }
        let television = (1...4).map { TierEconomy.of(tier: $0).weeklyTelevision }
        #expect(zip(sponsorship, sponsorship.dropFirst()).allSatisfy { $0 > $1 })
        #expect(zip(television, television.dropFirst()).allSatisfy { $0 > $1 })
        #expect(TierEconomy.of(tier: 1).weeklyTelevision > TierEconomy.of(tier: 1).weeklySponsorship)
        #expect(TierEconomy.of(tier: 4).weeklyTelevision < TierEconomy.of(tier: 4).weeklySponsorship)
        #expect(TierEconomy.of(tier: 9) == TierEconomy.of(tier: 4))
    }
}
