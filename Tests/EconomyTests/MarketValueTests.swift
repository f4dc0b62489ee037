import Economy
import GameModels
import Testing

@Suite("Market value")
struct MarketValueTests {
    private static func value(overall: Int = 75, potential: Int? = nil, age: Int = 25,
                              position: Position = .midfielder, seasonsLeft: Double = 3) -> Int {
        MarketValue.value(overall: overall, potential: potential ?? overall, age: age, position: position,
                          seasonsLeft: seasonsLeft)
    }

    @Test("for the same rating a player is worth most at 23 to 26")
    func peakAge() {
        let peak = Self.value(age: 23)
        for age in 23...26 { #expect(Self.value(age: age) == peak) }
        for age in [16, 19, 22, 27, 30, 34] { #expect(Self.value(age: age) < peak, "age \(age)") }
        let young = (16...23).map { Self.value(age: $0) }
        let old = (26...38).map { Self.value(age: $0) }
        #expect(young == young.sorted())
        #expect(old == old.sorted(by: >))
    }

    @Test("with six months left he is worth at most half of the same player with three years left")
    func contractTime() {
        for overall in [45, 60, 75, 88] {
            #expect(Self.value(overall: overall, seasonsLeft: 0.5) * 2 <= Self.value(overall: overall, seasonsLeft: 3))
        }
        let byTime = [0, 0.5, 1, 2, 3].map { Self.value(seasonsLeft: $0) }
        #expect(zip(byTime, byTime.dropFirst()).allSatisfy { $0 < $1 })
        #expect(Self.value(seasonsLeft: 5) >= byTime[4])
    }

    @Test("keepers are a little cheaper, forwards a little dearer")
    func position() {
        let keeper = Self.value(position: .goalkeeper)
        let midfielder = Self.value(position: .midfielder)
        #expect(keeper < Self.value(position: .defender))
        #expect(Double(keeper) >= Double(midfielder) * 0.8)
        #expect(Self.value(position: .forward) > midfielder)
    }

    @Test("steep in ability: an 85 is worth many times a 70, and every point adds value")
    func ability() {
        #expect(Self.value(overall: 85) >= 8 * Self.value(overall: 70))
        let curve = (40...95).map { Self.value(overall: $0) }
        #expect(zip(curve, curve.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("a youngster's potential raises his value; a grown man's does not")
    func potential() {
        #expect(Self.value(overall: 65, potential: 80, age: 19) > Self.value(overall: 65, potential: 65, age: 19))
        #expect(Self.value(overall: 65, potential: 80, age: 28) == Self.value(overall: 65, potential: 65, age: 28))
    }

    @Test("values are quoted to two significant figures, never below the minimum")
    func quoted() {
        let value = Self.value(overall: 77)
        var magnitude = 1
        while value / magnitude >= 100 { magnitude *= 10 }
        #expect(value % magnitude == 0)
        #expect(Self.value(overall: 1, age: 38, seasonsLeft: 0) == MarketValue.minimum)
    }

    @Test("a player's value reads his contract at the moment asked; a free agent has no time left")
    func ofPlayer() {
        let ratings = PlayerRatings(pace: 70, shooting: 70, passing: 70, dribbling: 70, defending: 70, physical: 70,
                                    goalkeeping: 10, overall: 70)
        let player = Player(id: "p", teamId: "t", firstName: "A", lastName: "B", position: .midfielder, age: 25,
                            ratings: ratings, contract: Contract(weeklyWage: 10_000, endSeason: 2026))
        let start = SeasonMoment(seasonYear: 2026, weeksPlayed: 0, weeksInSeason: 38)
        let halfWay = SeasonMoment(seasonYear: 2026, weeksPlayed: 19, weeksInSeason: 38)
        #expect(MarketValue.of(player, at: start) == Self.value(overall: 70, seasonsLeft: 1))
        #expect(MarketValue.of(player, at: halfWay) == Self.value(overall: 70, seasonsLeft: 0.5))
        #expect(MarketValue.of(player.with(teamId: nil), at: start) == Self.value(overall: 70, seasonsLeft: 0))
    }

    @Test("values per tier look like their leagues: a top-flight regular costs millions, a fourth-tier one thousands")
    func perTier() {
        let played = CalibrationTests.seasons[0]
        let moment = SeasonMoment(seasonYear: played.world.season.year, weeksPlayed: 0, weeksInSeason: played.weeks)
        let medians = (1...4).map { tier in
            let squads = Set(played.clubs(inTier: tier).map(\.teamId))
            return median(played.world.players.filter { squads.contains($0.teamId ?? "") }
                .map { Double(MarketValue.of($0, at: moment)) })
        }
        #expect((5_000_000...20_000_000).contains(medians[0]))
        #expect((1_000_000...5_000_000).contains(medians[1]))
        #expect((200_000...1_000_000).contains(medians[2]))
        #expect((50_000...300_000).contains(medians[3]))
    }
}
