import GameModels
import Testing

/// How a computer manager picks: best available per line, fitness weighed in, fillers when a line runs short.
@Suite struct LineUpPickerTests {
    private func player(_ id: String, _ position: Position, overall: Int, condition: PlayerCondition = .fresh) -> Player {
        let ratings = PlayerRatings(pace: overall, shooting: overall, passing: overall, dribbling: overall,
                                    defending: overall, physical: overall, goalkeeping: overall, overall: overall)
        return Player(id: id, teamId: "t", firstName: "A", lastName: id, position: position, age: 25,
                      ratings: ratings, contract: Contract(weeklyWage: 1_000, endSeason: 2030), condition: condition)
    }

    /// 2 keepers, 6 defenders, 6 midfielders, 4 forwards; within a line the lower number is better.
    private var squad: [Player] {
        let lines: [(Position, String, Int)] = [(.goalkeeper, "g", 2), (.defender, "d", 6), (.midfielder, "m", 6),
                                                (.forward, "f", 4)]
        return lines.flatMap { position, prefix, count in
            (1...count).map { player("\(prefix)\($0)", position, overall: 80 - $0) }
        }
    }

    @Test func theBestOfEachLineStartsInPitchOrderAndTheBenchHasAKeeper() {
        let lineUp = LineUpPicker.pick(from: squad, formation: .fourFourTwo)
        #expect(lineUp.starters == ["g1", "d1", "d2", "d3", "d4", "m1", "m2", "m3", "m4", "f1", "f2"])
        #expect(lineUp.bench.first == "g2")
        #expect(lineUp.bench.count == LineUp.benchSize)
        #expect(Set(lineUp.bench).isDisjoint(with: lineUp.starters))
        // The outfield bench is the best of the rest, whatever their line.
        #expect(Array(lineUp.bench.dropFirst()) == ["f3", "f4", "d5", "m5", "d6", "m6"])
    }

    @Test func injuredAndSuspendedPlayersStayOutAndATiredStarMayRest() {
        var players = squad
        players[0] = players[0].with(condition: PlayerCondition(injuryMatchDays: 2))
        players[2] = players[2].with(condition: PlayerCondition(suspensionMatchDays: 1))
        players[3] = players[3].with(condition: PlayerCondition(fitness: 40))
        let lineUp = LineUpPicker.pick(from: players, formation: .fourFourTwo)
        #expect(!lineUp.starters.contains("g1") && !lineUp.bench.contains("g1"))
        #expect(!lineUp.starters.contains("d1") && !lineUp.bench.contains("d1"))
        #expect(lineUp.starters.contains("g2"))
        // d2 at 40 % fitness (78 × 70) weighs less than d5 (75 × 100).
        #expect(!lineUp.starters.contains("d2"))
        #expect(lineUp.starters.filter { $0.hasPrefix("d") } == ["d3", "d4", "d5", "d6"])
    }

    @Test func aShortLineIsFilledWithTheBestSpareOutfieldersNotTheSpareKeeper() {
        let players = squad.filter { !["f1", "f2", "f3", "f4"].contains($0.id) }
        let lineUp = LineUpPicker.pick(from: players, formation: .fourThreeThree)
        #expect(lineUp.starters.count == LineUp.startersCount)
        #expect(!lineUp.starters.contains("g2"))
        #expect(lineUp.starters == ["g1", "d1", "d2", "d3", "d4", "d5", "m1", "m2", "m3", "m4", "m5"])
    }

    @Test func theBestFormationFollowsWhereTheSquadIsStrong() {
        let midfieldHeavy = squad.map { $0.position == .midfielder ? player($0.id, .midfielder, overall: 95) : $0 }
        // Five in midfield; the second forward (78) beats the fourth defender (76), so 3-5-2 over 4-5-1.
        #expect(LineUpPicker.bestFormation(for: midfieldHeavy) == .threeFiveTwo)
        #expect(LineUpPicker.pick(from: midfieldHeavy).formation == .threeFiveTwo)
        let defenceHeavy = squad.map { $0.position == .defender ? player($0.id, .defender, overall: 95) : $0 }
        #expect(LineUpPicker.bestFormation(for: defenceHeavy) == .fiveThreeTwo)
    }

    @Test func anEmptySquadPicksNobody() {
        let lineUp = LineUpPicker.pick(from: [])
        #expect(lineUp.starters.isEmpty && lineUp.bench.isEmpty)
        #expect(lineUp.formation == Formation.allCases[0])
    }

    @Test func aNewFormationKeepsTheHandPickedStartersWhoFitIt() {
        // By hand: the weaker d5, m5 and f3 start instead of d1, m1 and f1.
        let byHand = ["g1", "d2", "d3", "d4", "d5", "m2", "m3", "m4", "m5", "f2", "f3"]
        let lineUp = LineUpPicker.pick(from: squad, formation: .fourThreeThree, keeping: byHand)
        // Three midfield places for four kept midfielders: the best three stay, m5 goes; the third
        // forward's place goes to the best forward not kept.
        #expect(lineUp.formation == .fourThreeThree)
        #expect(lineUp.starters == ["g1", "d2", "d3", "d4", "d5", "m2", "m3", "m4", "f1", "f2", "f3"])
        #expect(!lineUp.bench.contains { lineUp.starters.contains($0) })
        // Keeping nobody is the plain pick.
        #expect(LineUpPicker.pick(from: squad, formation: .fourThreeThree, keeping: [])
                == LineUpPicker.pick(from: squad, formation: .fourThreeThree))
    }

    @Test func aKeptOutfielderFillsAShortLineBeforeTheOthers() {
        let players = squad.filter { !["f1", "f2", "f3", "f4"].contains($0.id) }
        // Six kept defenders for four places: the two left over fill the empty attack, d6 before m5.
        let lineUp = LineUpPicker.pick(from: players, formation: .fourFourTwo,
                                       keeping: ["d1", "d2", "d3", "d4", "d5", "d6"])
        #expect(lineUp.starters.contains("d6") && !lineUp.starters.contains("m5"))
        #expect(lineUp.starters.count == LineUp.startersCount)
        #expect(LineUpPicker.pick(from: players, formation: .fourFourTwo).starters.contains("m5"))
    }

    @Test func anElevenMakesAFormationOnlyWithOneKeeperAndListedLines() {
        let byId = Dictionary(uniqueKeysWithValues: squad.map { ($0.id, $0) })
        func eleven(_ ids: [String]) -> [Player] { ids.compactMap { byId[$0] } }
        #expect(LineUpPicker.formation(of: eleven(["g1", "d1", "d2", "d3", "d4", "d5", "m1", "m2", "m3", "f1", "f2"]))
                == .fiveThreeTwo)
        #expect(LineUpPicker.formation(of: eleven(["g1", "d1", "d2", "d3", "d4", "m1", "m2", "m3", "f1", "f2", "f3"]))
                == .fourThreeThree)
        // Six defenders, two keepers or ten players make none.
        #expect(LineUpPicker.formation(of: eleven(["g1", "d1", "d2", "d3", "d4", "d5", "d6", "m1", "m2", "f1", "f2"]))
                == nil)
        #expect(LineUpPicker.formation(of: eleven(["g1", "g2", "d1", "d2", "d3", "d4", "m1", "m2", "m3", "m4", "f1"]))
                == nil)
        #expect(LineUpPicker.formation(of: eleven(["g1", "d1", "d2", "d3", "d4", "m1", "m2", "m3", "m4", "f1"])) == nil)
    }
}
