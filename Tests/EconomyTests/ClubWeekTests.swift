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
        let income = gate + economy.weeklySponsorship + economy.weeklyTelevision
        let atHome = ClubWeek.movements(tier: 1, wageBill: 900_000, homeMatch: Self.home)
        #expect(atHome == [
            MoneyMovement(kind: .gateReceipts, amount: gate),
            MoneyMovement(kind: .sponsorship, amount: economy.weeklySponsorship),
            MoneyMovement(kind: .television, amount: economy.weeklyTelevision),
            MoneyMovement(kind: .wages, amount: 900_000),
            MoneyMovement(kind: .runningCosts, amount: MoneyRounding.tens(Double(income) * economy.runningCostShare)),
        ])
        let away = ClubWeek.movements(tier: 1, wageBill: 900_000, homeMatch: nil)
        #expect(!away.contains { $0.kind == .gateReceipts })
        let awayIncome = economy.weeklySponsorship + economy.weeklyTelevision
        #expect(away.map(\.signedAmount).reduce(0, +)
            == awayIncome - 900_000 - MoneyRounding.tens(Double(awayIncome) * economy.runningCostShare))
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
