import GameModels
import MatchEngine
import Testing

/// The user's match managed while it is played: changes at their minutes, the laws on substitutions,
/// instructions that move the expected goals, and the assistant's advice.
struct ManagedMatchTests {
    private let engine = MatchEngine()

    private func managed(_ fixture: (home: MatchSide, away: MatchSide), seed: UInt64,
                         changes: [MatchChange] = []) -> ManagedMatch {
        engine.playManaged(matchId: "m\(seed)", home: fixture.home, away: fixture.away, seed: seed, userIsHome: true,
                           changes: changes)
    }

    /// The user's first outfielder on the pitch at `minute` off, his first bench player on.
    private func substitution(_ match: ManagedMatch, at minute: Int) throws -> MatchChange {
        let situation = match.situation(afterMinute: minute)
        let off = try #require(situation.onPitch.first { $0.line != .goalkeeper })
        let on = try #require(situation.bench.first)
        return MatchChange(minute: minute, kind: .substitution(off: off.playerId, on: on))
    }

    @Test(arguments: [10, 45, 67, 89])
    func aChangeNeverRewritesTheMinutesBeforeIt(minute: Int) throws {
        for (index, fixture) in GeneratedSides.fixtures(count: 20).enumerated() {
            let before = managed(fixture, seed: UInt64(index))
            let after = try before.making(try substitution(before, at: minute))
            #expect(after.report.events.filter { $0.minute <= minute } == before.report.events.filter { $0.minute <= minute })
        }
    }

    @Test func aSubstitutionTakesEffectAfterItsMinute() throws {
        let fixture = GeneratedSides.fixtures(count: 1)[0]
        let match = managed(fixture, seed: 7)
        let change = try substitution(match, at: 60)
        guard case .substitution(let off, let on) = change.kind else {
            Issue.record("the helper made \(change.kind), not a substitution")
            return
        }
        let changed = try match.making(change)
        let situation = changed.situation(afterMinute: 60)
        #expect(situation.onPitch.contains { $0.playerId == on } && !situation.onPitch.contains { $0.playerId == off })
        #expect(situation.substitutionsLeft == SubstitutionRule.maxSubstitutions - 1)
        #expect(situation.stopsLeft == SubstitutionRule.maxStops - 1)
        let event = try #require(changed.report.events.first { $0.kind == .substitution && $0.playerId == off })
        #expect(event.otherPlayerId == on && event.minute == 61)
        let rating = try #require(changed.report.performances.first { $0.playerId == on })
        #expect(!rating.started && rating.minutesPlayed <= 30)
    }

    @Test func threeStopsAndHalfTimeThenOnlyHalfTime() throws {
        let fixture = GeneratedSides.fixtures(count: 1)[0]
        var match = managed(fixture, seed: 11)
        for minute in [20, 45, 50, 60] { match = try match.making(try substitution(match, at: minute)) }
        #expect(match.situation(afterMinute: 60).stopsLeft == 0)
        #expect(throws: MatchChangeRefusal.noStopsLeft) { try match.making(try substitution(match, at: 70)) }
        // Another change at a minute whose stop is already used costs nothing more.
        match = try match.making(try substitution(match, at: 60))
        #expect(match.situation(afterMinute: 60).substitutionsLeft == 0)
        #expect(throws: MatchChangeRefusal.noSubstitutionsLeft) { try match.making(try substitution(match, at: 60)) }
    }

    @Test func refusalsNameWhatIsWrong() throws {
        let fixture = GeneratedSides.fixtures(count: 1)[0]
        let match = managed(fixture, seed: 3)
        let situation = match.situation(afterMinute: 30)
        let benchPlayer = try #require(situation.bench.first)
        let starter = try #require(situation.onPitch.last?.playerId)
        #expect(throws: MatchChangeRefusal.notOnPitch(playerId: benchPlayer)) {
            try match.making(MatchChange(minute: 30, kind: .substitution(off: benchPlayer, on: benchPlayer)))
        }
        #expect(throws: MatchChangeRefusal.notOnBench(playerId: starter)) {
            try match.making(MatchChange(minute: 30, kind: .substitution(off: starter, on: starter)))
        }
        #expect(throws: MatchChangeRefusal.matchOver) {
            try match.making(MatchChange(minute: 90, kind: .instruction(.attack)))
        }
        #expect(throws: MatchChangeRefusal.alreadyFormation(situation.formation)) {
            try match.making(MatchChange(minute: 30, kind: .formation(situation.formation)))
        }
        let later = try match.making(MatchChange(minute: 50, kind: .instruction(.attack)))
        #expect(throws: MatchChangeRefusal.beforeEarlierChange) {
            try later.making(MatchChange(minute: 40, kind: .instruction(.hold)))
        }
        let handedOver = try match.making(MatchChange(minute: 30, kind: .assistantTakesOver))
        #expect(throws: MatchChangeRefusal.assistantInCharge) {
            try handedOver.making(MatchChange(minute: 31, kind: .instruction(.attack)))
        }
        #expect(MatchChangeRefusal.noStopsLeft.message { $0 }.contains("half time"))
    }

    @Test func aFormationChangeMovesThePlayersLines() throws {
        let fixture = (home: CraftedSides.side(teamId: "h", level: 70), away: CraftedSides.side(teamId: "a", level: 70))
        let match = managed(fixture, seed: 5)
        let changed = try match.making(MatchChange(minute: 30, kind: .formation(.fiveThreeTwo)))
        let lines = changed.situation(afterMinute: 30).onPitch.map(\.line)
        #expect(changed.situation(afterMinute: 30).formation == .fiveThreeTwo)
        #expect(lines.count { $0 == .defender } == 5 && lines.count { $0 == .goalkeeper } == 1)
    }

    /// Over many matches, attacking scores and concedes more than holding, parking the bus less of both.
    @Test func instructionsMoveTheExpectedGoalsBothWays() throws {
        let fixture = (home: CraftedSides.side(teamId: "h", level: 70), away: CraftedSides.side(teamId: "a", level: 70))
        func totals(_ instruction: TeamInstruction?) throws -> (scored: Int, conceded: Int) {
            var scored = 0
            var conceded = 0
            for seed in 0..<400 as Range<UInt64> {
                var match = managed(fixture, seed: seed)
                if let instruction { match = try match.making(MatchChange(minute: 0, kind: .instruction(instruction))) }
                scored += match.report.homeGoals
                conceded += match.report.awayGoals
            }
            return (scored, conceded)
        }
        let attack = try totals(.attack)
        let hold = try totals(nil)
        let bus = try totals(.parkTheBus)
        #expect(attack.scored > hold.scored && hold.scored > bus.scored)
        #expect(attack.conceded > hold.conceded && hold.conceded > bus.conceded)
    }

    @Test func anInjuredPlayersPlaceWaitsForTheManagerAndTheAssistantSuggestsWho() throws {
        var found = false
        for (index, fixture) in GeneratedSides.fixtures(count: 200).enumerated() where !found {
            let match = managed(fixture, seed: UInt64(index))
            let userTeam = fixture.home.teamId
            guard let injury = match.report.events.first(where: { $0.kind == .injury && $0.teamId == userTeam }),
                  injury.minute < 89, let injured = injury.playerId else { continue }
            found = true
            let situation = match.situation(afterMinute: injury.minute)
            #expect(situation.emptyPlaces.contains(injured))
            #expect(situation.onPitch.count < LineUp.startersCount)
            let suggestion = try #require(situation.suggestion)
            #expect(suggestion.reason == .injured(playerId: injured))
            let filled = try match.making(suggestion.change)
            #expect(filled.situation(afterMinute: injury.minute).emptyPlaces.isEmpty)
            #expect(filled.situation(afterMinute: injury.minute).onPitch.count == situation.onPitch.count + 1)
        }
        #expect(found, "some user player is hurt in 200 matches")
    }

    @Test func theAssistantFillsEmptyPlacesWhenHeTakesOver() throws {
        for (index, fixture) in GeneratedSides.fixtures(count: 200).enumerated() {
            let match = managed(fixture, seed: UInt64(index))
            guard let injury = match.report.events.first(where: { $0.kind == .injury && $0.teamId == fixture.home.teamId }),
                  injury.minute < 80 else { continue }
            let handedOver = try match.making(MatchChange(minute: injury.minute, kind: .assistantTakesOver))
            let situation = handedOver.situation(afterMinute: injury.minute)
            #expect(situation.assistantInCharge && situation.suggestion == nil)
            #expect(situation.emptyPlaces.isEmpty)
            return
        }
        Issue.record("no user injury before the 80th minute in 200 matches")
    }

    @Test func tiredPlayersAreFlaggedLateInTheMatch() {
        let fixture = (home: CraftedSides.side(teamId: "h", level: 70, fitness: 70),
                       away: CraftedSides.side(teamId: "a", level: 70))
        let match = managed(fixture, seed: 1)
        let early = match.situation(afterMinute: 10)
        let late = match.situation(afterMinute: 85)
        #expect(early.onPitch.allSatisfy { $0.condition >= 65 })
        #expect(late.onPitch.contains { $0.condition < MatchSituation.tiringBelow })
        guard case .tiring(_, let condition)? = late.suggestion?.reason else {
            Issue.record("the assistant should suggest relieving a tired player")
            return
        }
        #expect(condition < MatchSituation.tiringBelow)
    }

    @Test("a red card that leaves a line short brings advice: a forward makes way for a substitute of that line")
    func aManSentOffBringsAdviceToMendTheLine() throws {
        for (index, fixture) in GeneratedSides.fixtures(count: 400).enumerated() {
            let match = managed(fixture, seed: UInt64(index))
            guard let red = match.report.events.first(where: { $0.kind == .redCard && $0.teamId == fixture.home.teamId }),
                  let sentOff = red.playerId, red.minute < 80 else { continue }
            let before = match.situation(afterMinute: red.minute - 1)
            let line = try #require(before.onPitch.first { $0.playerId == sentOff }?.line)
            let after = match.situation(afterMinute: red.minute)
            guard line != .forward, after.emptyPlaces.isEmpty, after.substitutionsLeft > 0,
                  after.onPitch.contains(where: { $0.line == .forward }) else { continue }
            guard case .shortOf(let short)? = after.suggestion?.reason,
                  case .substitution(let off, let on)? = after.suggestion?.change.kind else {
                Issue.record("seed \(index): no advice after a \(line) was sent off at \(red.minute)'")
                return
            }
            #expect(short == line)
            #expect(after.onPitch.first { $0.playerId == off }?.line == .forward)
            #expect(fixture.home.squad.first { $0.id == on }?.position == line)
            return
        }
        Issue.record("no red card for a keeper, defender or midfielder with changes left in 400 matches")
    }
}
