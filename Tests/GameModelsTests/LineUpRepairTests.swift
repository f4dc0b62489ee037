import GameModels
import Testing

/// The user's line-up kept from one match day to the next: only the unavailable are replaced, like for like.
@Suite struct LineUpRepairTests {
    private func player(_ id: String, _ position: Position, overall: Int) -> Player {
        let ratings = PlayerRatings(pace: overall, shooting: overall, passing: overall, dribbling: overall,
                                    defending: overall, physical: overall, goalkeeping: overall, overall: overall)
        return Player(id: id, teamId: "t", firstName: "A", lastName: id, position: position, age: 25,
                      ratings: ratings, contract: Contract(weeklyWage: 1_000, endSeason: 2030), condition: .fresh)
    }

    /// 2 keepers, 6 defenders, 6 midfielders, 4 forwards; within a line the lower number is better.
    private var squad: [Player] {
        let lines: [(Position, String, Int)] = [(.goalkeeper, "g", 2), (.defender, "d", 6), (.midfielder, "m", 6),
                                                (.forward, "f", 4)]
        return lines.flatMap { position, prefix, count in
            (1...count).map { player("\(prefix)\($0)", position, overall: 80 - $0) }
        }
    }

    /// Not the assistant's pick: the user starts his weaker defenders and forwards in a 4-4-2.
    private let usersChoice = LineUp(formation: .fourFourTwo,
                                     starters: ["g1", "d3", "d4", "d5", "d6", "m1", "m2", "m3", "m4", "f3", "f4"],
                                     bench: ["g2", "d1", "f1"])

    @Test func aLineUpWhoseEveryPlayerIsAvailableStaysAsItIs() {
        #expect(LineUpRepair.repaired(usersChoice, squad: squad) == usersChoice)
    }

    @Test func anInjuredStarterMakesWayForTheBestAvailableOfHisPositionAndTheRestStay() throws {
        var players = squad
        let index = try #require(players.firstIndex { $0.id == "d4" })
        players[index] = players[index].with(condition: PlayerCondition(injuryMatchDays: 2))
        let repaired = LineUpRepair.repaired(usersChoice, squad: players)
        // d1 is the best defender the user left out: he takes d4's place, everyone else stays.
        #expect(repaired.starters == ["g1", "d3", "d1", "d5", "d6", "m1", "m2", "m3", "m4", "f3", "f4"])
        #expect(repaired.formation == .fourFourTwo)
        #expect(!repaired.bench.contains("d4") && !repaired.bench.contains("d1"))
        #expect(LineUpRule.validate(repaired, squad: players) == nil)
    }

    @Test func aPlayerWhoLeftTheSquadGivesTheAssistantsPickWhenNothingElseHolds() {
        let gone = LineUp(formation: .fourFourTwo, starters: usersChoice.starters.dropLast() + ["sold"], bench: [])
        let repaired = LineUpRepair.repaired(gone, squad: squad)
        #expect(LineUpRule.validate(repaired, squad: squad) == nil)
        #expect(!repaired.starters.contains("sold"))
    }
}
