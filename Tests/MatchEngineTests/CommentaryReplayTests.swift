import GameModels
@testable import MatchEngine
import Testing

/// A match re-played from minute m (after a change by the user) is re-told: the lines up to m, which the
/// user has read, must not change.
@Suite("Re-telling a changed match")
struct CommentaryReplayTests {
    /// The outcome with its events after `minute` taken from `other` (the same sides, another seed).
    static func splice(_ outcome: CoreOutcome, after minute: Int, from other: CoreOutcome) -> CoreOutcome {
        let clock = outcome.clock
        let later = other.events.filter { $0.minute > minute }.map { event in
            // The first tick of the event's minute on this match's clock.
            let tick = event.minute <= MatchClock.halfLength ? event.minute - 1
                : clock.secondHalfStart + event.minute - MatchClock.halfLength - 1
            return CoreEvent(tick: tick, minute: event.minute, kind: event.kind, side: event.side,
                             player: event.player, other: event.other)
        }
        return CoreOutcome(clock: clock, sheets: outcome.sheets, expectedGoals: outcome.expectedGoals,
                           homeGoals: 0, awayGoals: 0, events: outcome.events.filter { $0.minute <= minute } + later,
                           performances: [])
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
