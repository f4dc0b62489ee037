import GameModels
@testable import MatchEngine
import Testing

@Suite("Cup ties: extra time, penalties, neutral ground")
struct KnockoutTests {
    static let engine = MatchEngine()
    static let fixtures = GeneratedSides.fixtures(count: 600)

    static func play(_ index: Int, format: MatchFormat, live: Bool = false) -> MatchReport {
        let (home, away) = fixtures[index]
        let seed = UInt64(index) &* 7_919 &+ 11
        return live ? engine.playLive(matchId: "m\(index)", home: home, away: away, seed: seed, format: format)
            : engine.playFast(matchId: "m\(index)", home: home, away: away, seed: seed, format: format)
    }

    @Test("a tie level after ninety minutes, and only such a tie, goes to extra time")
    func extraTimeOnlyWhenLevel() {
        var extraTimes = 0
        for index in Self.fixtures.indices {
            let tie = Self.play(index, format: .cupTie)
            let goals = tie.events.filter { $0.kind == .goal && $0.minute <= 90 }
            let homeAtNinety = goals.filter { $0.teamId == tie.homeTeamId }.count
            let level = 2 * homeAtNinety == goals.count
            #expect(tie.extraTime == level)
            #expect(tie.winnerTeamId != nil)
            guard level else {
                #expect(tie.events.allSatisfy { $0.minute <= 90 } && tie.shootout == nil)
                continue
            }
            extraTimes += 1
            #expect(tie.events.allSatisfy { $0.minute <= 120 })
            #expect((tie.shootout != nil) == (tie.homeGoals == tie.awayGoals))
            // One more change in extra time: a computer side makes at most four.
            for team in [tie.homeTeamId, tie.awayTeamId] {
                let changes = tie.events.filter { $0.kind == .substitution && $0.teamId == team }.count
                #expect(changes <= SideState.computerSubstitutions + 1)
            }
            let fullMatch = tie.performances.filter { $0.started && $0.redCards == 0 && !$0.injured }
            #expect(fullMatch.contains { $0.minutesPlayed == 120 })
        }
        #expect(extraTimes > 100, "\(extraTimes) of \(Self.fixtures.count) ties went to extra time")
    }

    @Test("a league match never goes to extra time")
    func leagueMatchesEndAtNinety() {
        for index in 0..<200 {
            let league = Self.play(index, format: .league)
            #expect(!league.extraTime && league.shootout == nil && league.events.allSatisfy { $0.minute <= 90 })
        }
    }

    @Test("the shootout stops the moment it is decided, five each and then sudden death")
    func shootoutStopsWhenDecided() {
        var suddenDeaths = 0
        var shootouts = 0
        for index in Self.fixtures.indices {
            guard let shootout = Self.play(index, format: .cupTie).shootout else { continue }
            shootouts += 1
            var taken = [0, 0]
            var scored = [0, 0]
            for (number, kick) in shootout.kicks.enumerated() {
                #expect(!Shootout.decided(taken: taken, scored: scored), "kick \(number) after it was decided")
                let side = kick.teamId == shootout.homeTeamId ? 0 : 1
                taken[side] += 1
                if kick.outcome == .scored { scored[side] += 1 }
                #expect(abs(taken[0] - taken[1]) <= 1, "the sides alternate")
            }
            #expect(Shootout.decided(taken: taken, scored: scored))
            #expect(shootout.homeScore != shootout.awayScore)
            if taken[0] > 5 { suddenDeaths += 1 }
        }
        #expect(shootouts > 30, "\(shootouts) shootouts")
        #expect(suddenDeaths > 0, "no shootout went to sudden death in \(shootouts)")
    }

    @Test("the rules of the shootout on hand-made scores")
    func decidedRules() {
        #expect(Shootout.decided(taken: [3, 3], scored: [3, 0]))
        #expect(!Shootout.decided(taken: [3, 2], scored: [3, 0]))
        #expect(Shootout.decided(taken: [4, 3], scored: [3, 0]), "3-0 with one kick left for the other: over")
        #expect(!Shootout.decided(taken: [5, 4], scored: [4, 4]))
        #expect(!Shootout.decided(taken: [5, 5], scored: [4, 4]))
        #expect(!Shootout.decided(taken: [6, 5], scored: [5, 4]))
        #expect(Shootout.decided(taken: [6, 6], scored: [5, 4]))
    }

    @Test("kicks go in about three times in four, better takers more often")
    func kickConversion() {
        var kicks = 0
        var scored = 0
        for index in Self.fixtures.indices {
            for seed in 0..<4 {
                let (home, away) = Self.fixtures[index]
                let sheets = [TeamSheet(home), TeamSheet(away)].map { SideState(sheet: $0) }
                let shootout = Shootout.play(sheets, seed: UInt64(index * 4 + seed))
                kicks += shootout.count
                scored += shootout.filter { $0.outcome == .scored }.count
            }
        }
        let rate = Double(scored) / Double(kicks)
        print("shootout kicks scored: \(scored) of \(kicks), \(rate)")
        #expect((0.73...0.78).contains(rate))
        #expect(Shootout.chanceOfScoring(taker: 80, keeper: 60) > Shootout.chanceOfScoring(taker: 50, keeper: 60))
        #expect(Shootout.chanceOfScoring(taker: 60, keeper: 80) < Shootout.chanceOfScoring(taker: 60, keeper: 50))
    }

    @Test("on a neutral ground two equal sides expect the same")
    func neutralGround() {
        let side = SideState(sheet: TeamSheet(CraftedSides.side(teamId: "a", level: 60))).strength
        let home = StrengthModel.expectedGoals(home: side, away: side)
        let neutral = StrengthModel.expectedGoals(home: side, away: side, format: .cupFinal)
        #expect(home.home > home.away)
        #expect(neutral.home == neutral.away)
        #expect(abs(neutral.home + neutral.away - (home.home + home.away)) < 1e-9)
    }

    @Test("the live tie tells extra time and every kick, and agrees with the fast path")
    func liveShootoutIsTold() throws {
        let index = try #require(Self.fixtures.indices.first { Self.play($0, format: .cupTie).shootout != nil })
        let fast = Self.play(index, format: .cupTie)
        let live = Self.play(index, format: .cupTie, live: true)
        #expect(live.shootout == fast.shootout)
        #expect(live.homeGoals == fast.homeGoals && live.performances == fast.performances)
        let kicks = live.events.filter { $0.kind == .penalty }
        #expect(kicks.count == fast.shootout?.kicks.count)
        let (home, away) = Self.fixtures[index]
        let people = Dictionary(uniqueKeysWithValues: (home.squad + away.squad).map { ($0.id, $0) })
        #expect(zip(kicks, fast.shootout?.kicks ?? []).allSatisfy { told, kick in
            told.playerId == kick.playerId && people[kick.playerId].map { told.commentary.contains($0.lastName) } == true
        })
        #expect(kicks.allSatisfy { !$0.commentary.isEmpty && $0.minute == 120 })
        #expect(live.events.contains { $0.minute > 90 && $0.kind == .kickOff }, "extra time is announced")
        let last = try #require(live.events.last)
        #expect(last.kind == .fullTime && last.teamId == live.winnerTeamId)
        let texts = live.events.map(\.commentary).filter { !$0.isEmpty }
        #expect(Set(texts).count == texts.count, "no line twice")
    }

    @Test("the manager changes his side in extra time, and after ninety minutes of a league match never")
    func changesInExtraTime() throws {
        func managed(_ index: Int, _ format: MatchFormat) -> ManagedMatch {
            let (home, away) = Self.fixtures[index]
            return Self.engine.playManaged(matchId: "m\(index)", home: home, away: away,
                                           seed: UInt64(index) &* 7_919 &+ 11, userIsHome: true, format: format,
                                           changes: [])
        }
        let index = try #require(Self.fixtures.indices.first { managed($0, .cupTie).report.extraTime })
        func managed(_ format: MatchFormat) -> ManagedMatch { managed(index, format) }
        let tie = managed(.cupTie)
        #expect(tie.lastChangeMinute == SubstitutionRule.extraTimeLastMinute)
        let situation = tie.situation(afterMinute: 100)
        #expect(situation.lastMinute == SubstitutionRule.extraTimeLastMinute)
        let off = try #require(situation.onPitch.first { $0.line != .goalkeeper })
        let on = try #require(situation.bench.first)
        let change = MatchChange(minute: 100, kind: .substitution(off: off.playerId, on: on))
        let changed = try tie.making(change)
        #expect(changed.report.events.contains { $0.kind == .substitution && $0.minute > 100 && $0.playerId == off.playerId })
        #expect(changed.report.events.filter { $0.minute <= 100 } == tie.report.events.filter { $0.minute <= 100 })
        #expect(throws: MatchChangeRefusal.matchOver) {
            try tie.making(MatchChange(minute: 120, kind: .substitution(off: off.playerId, on: on)))
        }

        let league = managed(.league)
        #expect(league.lastChangeMinute == SubstitutionRule.lastMinute)
        #expect(throws: MatchChangeRefusal.matchOver) { try league.making(MatchChange(minute: 90, kind: .formation(.fiveThreeTwo))) }
    }

    @Test("the cup levels a tie by the tiers between its clubs; a league match keeps the whole gap")
    func cupLevelsByTiersApart() {
        let strong = SideState(sheet: TeamSheet(CraftedSides.side(teamId: "strong", level: 72))).strength
        let weak = SideState(sheet: TeamSheet(CraftedSides.side(teamId: "weak", level: 60))).strength
        func favouriteShare(_ format: MatchFormat) -> Double {
            let goals = StrengthModel.expectedGoals(home: strong, away: weak, format: format)
            return goals.home / (goals.home + goals.away)
        }
        let league = favouriteShare(.league)
        let apart = (0...5).map { favouriteShare(MatchFormat(needsWinner: true, neutralGround: false, tiersApart: $0)) }
        #expect(apart.allSatisfy { $0 < league && $0 > 0.5 }, "levelled, never turned round")
        #expect(apart[2] < apart[1], "two tiers apart levels more than one")
        #expect(apart[5] == apart[3], "past three tiers the last share holds")
        #expect(StrengthModel.edgeShare(.league) == 1)
    }
}
