import Economy
import GameModels
import Testing

@Suite("Wage demands")
struct WageDemandTests {
    private static func player(overall: Int = 70, age: Int = 26, wage: Int = 10_000, club: String? = "t") -> Player {
        let ratings = PlayerRatings(pace: overall, shooting: overall, passing: overall, dribbling: overall,
                                    defending: overall, physical: overall, goalkeeping: 10, overall: overall)
        return Player(id: "p", teamId: club, firstName: "A", lastName: "B", position: .midfielder, age: age,
                      ratings: ratings, contract: Contract(weeklyWage: wage, endSeason: 2027))
    }

    @Test("the rate rises with ability and the club's tier, and falls with age past the prime")
    func marketRate() {
        let byAbility = stride(from: 40, through: 90, by: 5).map { WageDemand.marketRate(overall: $0, age: 25, tier: 1) }
        #expect(zip(byAbility, byAbility.dropFirst()).allSatisfy { $0 < $1 })
        let byTier = (1...4).map { WageDemand.marketRate(overall: 70, age: 25, tier: $0) }
        #expect(zip(byTier, byTier.dropFirst()).allSatisfy { $0 > $1 })
        let byAge = (29...38).map { WageDemand.marketRate(overall: 70, age: $0, tier: 2) }
        #expect(zip(byAge, byAge.dropFirst()).allSatisfy { $0 > $1 })
        #expect(WageDemand.marketRate(overall: 20, age: 20, tier: 4) == WageDemand.minimumWage)
    }

    @Test("the rate is what the generated world pays its players in their prime, so renewals keep wage bills steady")
    func matchesTheWorld() {
        let played = CalibrationTests.seasons[0]
        let tiers = Dictionary(uniqueKeysWithValues: played.clubs.map { ($0.teamId, $0.tier) })
        let prime = played.world.players.filter { $0.age <= WageDemand.primeEnd }
        #expect(prime.count > 1_000)
        for player in prime {
            let rate = WageDemand.marketRate(overall: player.ratings.overall, age: player.age,
                                             tier: tiers[player.teamId ?? ""] ?? 0)
            #expect(rate == player.contract.weeklyWage, "\(player.id)")
        }
    }

    @Test("moving, a player wants the rate of his new club but most of what he earns now; a free agent takes the rate")
    func signing() {
        let star = Self.player(overall: 80, wage: 60_000)
        let rateBelow = WageDemand.marketRate(overall: 80, age: 26, tier: 3)
        #expect(rateBelow < 54_000)
        #expect(WageDemand.signing(star, clubTier: 3).weeklyWage == 54_000)
        #expect(WageDemand.signing(star, clubTier: 1).weeklyWage == WageDemand.marketRate(overall: 80, age: 26, tier: 1))
        #expect(WageDemand.signing(star.with(teamId: nil), clubTier: 3).weeklyWage == rateBelow)
    }

    @Test("renewing, a player in his prime takes no cut, a veteran settles for the going rate")
    func renewal() {
        let prime = Self.player(overall: 60, age: 27, wage: 50_000)
        #expect(WageDemand.renewal(prime, clubTier: 2).weeklyWage == 50_000)
        let improved = Self.player(overall: 80, age: 27, wage: 1_000)
        #expect(WageDemand.renewal(improved, clubTier: 2).weeklyWage == WageDemand.marketRate(overall: 80, age: 27, tier: 2))
        let veteran = Self.player(overall: 60, age: 33, wage: 50_000)
        #expect(WageDemand.renewal(veteran, clubTier: 2).weeklyWage == WageDemand.marketRate(overall: 60, age: 33, tier: 2))
    }

    @Test("young players want long deals, veterans one season")
    func seasons() {
        let wanted = (16...38).map(WageDemand.seasonsWanted(age:))
        #expect(wanted == wanted.sorted(by: >))
        #expect(WageDemand.seasonsWanted(age: 20) == 5 && WageDemand.seasonsWanted(age: 35) == 1)
        #expect(WageDemand.signing(Self.player(age: 30), clubTier: 1).seasons == 3)
    }
}
