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
}
