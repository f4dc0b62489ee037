import GameModels
import MatchEngine
import Testing

@Suite("The strength model")
struct StrengthTests {
    let engine = MatchEngine()

    /// Results of `count` matches between the two sides: wins for home, draws, wins for away.
    private func results(home: MatchSide, away: MatchSide, count: Int) -> (home: Int, draws: Int, away: Int) {
        var tally = (home: 0, draws: 0, away: 0)
        for seed in 0..<UInt64(count) {
            let report = engine.playFast(matchId: "m", home: home, away: away, seed: seed)
            if report.homeGoals > report.awayGoals { tally.home += 1 }
            else if report.homeGoals < report.awayGoals { tally.away += 1 }
            else { tally.draws += 1 }
        }
        return tally
    }

    @Test("a clearly stronger eleven expects more goals and wins more often, home or away")
    func strongerSideWins() {
        let strong = CraftedSides.side(teamId: "strong", level: 72)
        let weak = CraftedSides.side(teamId: "weak", level: 64)
        let atHome = engine.expectedGoals(home: strong, away: weak)
        let away = engine.expectedGoals(home: weak, away: strong)
        #expect(atHome.home > 1.5 * atHome.away)
        #expect(away.away > away.home)
        let homeResults = results(home: strong, away: weak, count: 300)
        let awayResults = results(home: weak, away: strong, count: 300)
        #expect(homeResults.home > 3 * homeResults.away)
        #expect(awayResults.away > 2 * awayResults.home)
    }

    @Test("the home side expects more goals than the same side away, and wins more often")
    func homeAdvantage() {
        let first = CraftedSides.side(teamId: "first", level: 66)
        let second = CraftedSides.side(teamId: "second", level: 66)
        let expected = engine.expectedGoals(home: first, away: second)
        #expect(expected.home > 1.2 * expected.away)
        let tally = results(home: first, away: second, count: 400)
        #expect(tally.home > tally.away + 40)
    }

    @Test("tired players make a side weaker at both ends")
    func fitnessLowersStrength() {
        let opponent = CraftedSides.side(teamId: "opp", level: 66)
        let fresh = engine.expectedGoals(home: CraftedSides.side(teamId: "club", level: 66), away: opponent)
        let tiredSide = CraftedSides.side(teamId: "club", level: 66, fitness: 55)
        let tired = engine.expectedGoals(home: tiredSide, away: opponent)
        #expect(tired.home < fresh.home)
        #expect(tired.away > fresh.away)
    }

    @Test("an attacking shape scores and concedes more than a defensive one")
    func formationLean() {
        let opponent = CraftedSides.side(teamId: "opp", level: 66)
        let expectation = { (formation: Formation) in
            let side = CraftedSides.side(teamId: "club", level: 66, formation: formation)
            return engine.expectedGoals(home: side, away: opponent)
        }
        let attacking = expectation(.fourThreeThree)
        let defensive = expectation(.fiveThreeTwo)
        #expect(attacking.home > defensive.home)
        #expect(attacking.away > defensive.away)
    }

    @Test("a player out of his natural position counts for less")
    func outOfPosition() {
        let opponent = CraftedSides.side(teamId: "opp", level: 66)
        let natural = CraftedSides.side(teamId: "club", level: 66)
        // The same 4-4-2 with a sixth defender in place of a forward.
        let squad = natural.squad
        let forward = natural.lineUp.starters.last { id in squad.first { $0.id == id }?.position == .forward }
        let spareDefender = squad.first { $0.position == .defender && !natural.lineUp.starters.contains($0.id) }
        let starters = natural.lineUp.starters.map { $0 == forward ? spareDefender?.id ?? $0 : $0 }
        let misplaced = MatchSide(teamId: "club", name: natural.name, squad: squad,
                                  lineUp: LineUp(formation: .fourFourTwo, starters: starters, bench: []))
        #expect(LineUpRule.validate(misplaced.lineUp, squad: squad) == nil)
        #expect(engine.expectedGoals(home: misplaced, away: opponent).home
            < engine.expectedGoals(home: natural, away: opponent).home)
    }

    @Test("a side a player short is weaker at both ends and still plays its match")
    func playersShort() {
        let opponent = CraftedSides.side(teamId: "opp", level: 66)
        let full = CraftedSides.side(teamId: "club", level: 66)
        let starters = full.lineUp.starters.dropLast() + ["nobody"]
        let short = MatchSide(teamId: "club", name: full.name, squad: full.squad,
                              lineUp: LineUp(formation: full.lineUp.formation, starters: Array(starters),
                                             bench: full.lineUp.bench))
        let fullExpectation = engine.expectedGoals(home: full, away: opponent)
        let shortExpectation = engine.expectedGoals(home: short, away: opponent)
        #expect(shortExpectation.home < fullExpectation.home)
        #expect(shortExpectation.away > fullExpectation.away)
        let report = engine.playFast(matchId: "m", home: short, away: opponent, seed: 5)
        #expect(report.performances.filter { $0.teamId == "club" && $0.started }.count == 10)
    }

    @Test("even a hopeless mismatch stays within a sane range of expected goals")
    func expectationClamped() {
        let giants = CraftedSides.side(teamId: "giants", level: 95)
        let minnows = CraftedSides.side(teamId: "minnows", level: 20)
        let expected = engine.expectedGoals(home: giants, away: minnows)
        #expect(expected.home <= 3.5 && expected.away >= 0.15)
        #expect(engine.expectedGoals(home: minnows, away: giants).home >= 0.15)
    }

    @Test("over many matches the goals scored match the expectation")
    func expectationHolds() {
        let home = CraftedSides.side(teamId: "home", level: 68)
        let away = CraftedSides.side(teamId: "away", level: 65)
        let expected = engine.expectedGoals(home: home, away: away)
        let count = 1_500
        var goals = (home: 0, away: 0)
        for seed in 0..<UInt64(count) {
            let report = engine.playFast(matchId: "m", home: home, away: away, seed: seed)
            goals.home += report.homeGoals
            goals.away += report.awayGoals
        }
        let expectedTotal = expected.home + expected.away
        let scoredTotal = Double(goals.home + goals.away) / Double(count)
        #expect(abs(scoredTotal - expectedTotal) < 0.08 * expectedTotal)
        #expect(abs(Double(goals.home) / Double(count) - expected.home) < 0.12 * expected.home)
    }
}
