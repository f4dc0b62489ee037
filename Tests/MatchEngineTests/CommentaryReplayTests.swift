import GameModels
@testable import MatchEngine
import Testing

/// A match re-played from minute m (after a change by the user) is re-told: the lines up to m, which the
/// user has read, must not change.
@Suite("Re-telling a changed match")
struct CommentaryReplayTests {
    /// The outcome with its events and counted moments after `minute` taken from `other` (the same sides,
    /// another seed).
    static func splice(_ outcome: CoreOutcome, after minute: Int, from other: CoreOutcome) -> CoreOutcome {
        let clock = outcome.clock
        // The first tick of a minute on this match's clock.
        func tick(of minute: Int) -> Int {
            minute <= MatchClock.halfLength ? minute - 1 : clock.secondHalfStart + minute - MatchClock.halfLength - 1
        }
        let later = other.events.filter { $0.minute > minute }.map { event in
            CoreEvent(tick: tick(of: event.minute), minute: event.minute, kind: event.kind, side: event.side,
                      player: event.player, other: event.other)
        }
        let laterMoments = other.moments.filter { other.clock.minute(at: $0.tick) > minute }.map { moment in
            TallyMoment(tick: tick(of: other.clock.minute(at: moment.tick)), kind: moment.kind, side: moment.side,
                        player: moment.player)
        }
        return CoreOutcome(clock: clock, sheets: outcome.sheets, expectedGoals: outcome.expectedGoals,
                           homeGoals: 0, awayGoals: 0, events: outcome.events.filter { $0.minute <= minute } + later,
                           performances: [], stats: outcome.stats,
                           moments: outcome.moments.filter { clock.minute(at: $0.tick) <= minute } + laterMoments,
                           shootout: [])
    }

    @Test("the lines up to minute m depend only on the events up to m", arguments: [1, 20, 45, 46, 60, 75, 89])
    func prefixStable(minute: Int) {
        var changedLater = 0
        for (index, fixture) in GeneratedSides.fixtures(count: 40).enumerated() {
            let sheets = [TeamSheet(fixture.home), TeamSheet(fixture.away)]
            let seed = UInt64(index) &* 104_729
            let outcome = MatchCore.play(home: sheets[0], away: sheets[1], seed: seed)
            let other = MatchCore.play(home: sheets[0], away: sheets[1], seed: seed &+ 1)
            let names = MatchNames(squads: fixture.home.squad + fixture.away.squad)
            let told = Narrator.narrate(outcome, seed: seed, names: names)
            let retold = Narrator.narrate(Self.splice(outcome, after: minute, from: other), seed: seed, names: names)
            #expect(told.filter { $0.minute <= minute } == retold.filter { $0.minute <= minute }, "seed \(seed)")
            if told.filter({ $0.minute > minute }) != retold.filter({ $0.minute > minute }) { changedLater += 1 }
        }
        #expect(changedLater >= 10)
    }
}
