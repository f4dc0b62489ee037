import GameModels
import MatchDayFeature
import Testing

@Suite("ReplayClock")
struct ReplayClockTests {
    /// Kick-off, two events in minute 12, half time, one event after it and the final whistle.
    static let events = [
        MatchEvent(minute: 0, kind: .kickOff),
        MatchEvent(minute: 12, kind: .chance),
        MatchEvent(minute: 12, kind: .goal, teamId: "team-1"),
        MatchEvent(minute: 45, kind: .halfTime),
        MatchEvent(minute: 60, kind: .foul),
        MatchEvent(minute: 90, kind: .fullTime),
    ]

    func ticked(_ clock: ReplayClock, times: Int) -> ReplayClock {
        var clock = clock
        for _ in 0..<times { _ = clock.tick() }
        return clock
    }

    @Test("it starts at 0' with the kick-off on show, running at the slowest speed")
    func start() {
        let clock = ReplayClock(events: Self.events)
        #expect(clock.minute == 0)
        #expect(clock.revealedCount == 1)
        #expect(clock.speed == 1)
        #expect(clock.isRunning)
        #expect(!clock.isPaused && !clock.isFinished && !clock.isHalfTime)
        #expect(clock.finalMinute == 90)
    }

    @Test("each tick moves on by the speed and reveals the events it passes", arguments: [(0, 1), (1, 2), (2, 4)])
    func ticksBySpeed(_ faster: Int, _ speed: Int) {
        var clock = ReplayClock(events: Self.events)
        #expect(clock.changeSpeed(by: faster) == (faster > 0))
        #expect(clock.speed == speed)
        #expect(clock.tick() == true)
        #expect(clock.minute == speed)
        clock = ticked(clock, times: 12 / speed - 1)
        #expect(clock.minute == 12)
        #expect(clock.revealedCount == 3)
    }

    @Test("the speed stays within 1× and 4×")
    func speedBounds() {
        var clock = ReplayClock(events: Self.events)
        #expect(clock.changeSpeed(by: -1) == false)
        #expect(clock.changeSpeed(by: 5) == true)
        #expect(clock.speed == 4)
        #expect(clock.changeSpeed(by: 1) == false)
        #expect(clock.changeSpeed(by: -1) == true)
        #expect(clock.speed == 2)
    }

    @Test("paused, ticks change nothing until it resumes")
    func pause() {
        var clock = ReplayClock(events: Self.events)
        #expect(clock.togglePause() == true)
        #expect(clock.isPaused && !clock.isRunning)
        #expect(clock.tick() == false)
        #expect(clock.minute == 0)
        #expect(clock.togglePause() == true)
        #expect(clock.tick() == true)
        #expect(clock.minute == 1)
    }

    @Test("a fast clock stops at half time, holds there for a moment, then plays on")
    func halfTime() {
        var clock = ReplayClock(events: Self.events)
        _ = clock.changeSpeed(by: 2)
        clock = ticked(clock, times: 11)
        #expect(clock.minute == 44)
        #expect(clock.tick() == true)
        #expect(clock.minute == 45)
        #expect(clock.isHalfTime)
        #expect(clock.revealedCount == 4)
        for _ in 0..<ReplayClock.halfTimeTicks {
            #expect(clock.tick() == false)
            #expect(clock.isHalfTime)
        }
        #expect(clock.tick() == true)
        #expect(clock.minute == 49)
        #expect(!clock.isHalfTime)
    }

    @Test("stepping reveals one event at a time, also within a minute and while paused")
    func step() {
        var clock = ReplayClock(events: Self.events)
        _ = clock.togglePause()
        #expect(clock.step() == true)
        #expect(clock.minute == 12)
        #expect(clock.revealedCount == 2)
        #expect(clock.step() == true)
        #expect(clock.minute == 12)
        #expect(clock.revealedCount == 3)
        #expect(clock.step() == true)
        #expect(clock.isHalfTime)
        #expect(clock.step() == true)
        #expect(clock.minute == 60)
        #expect(clock.step() == true)
        #expect(clock.isFinished)
        #expect(clock.step() == false)
    }

    @Test("stepping past the last event runs the clock out")
    func stepRunsOut() {
        var clock = ReplayClock(events: [MatchEvent(minute: 0, kind: .kickOff), MatchEvent(minute: 30, kind: .shot)])
        #expect(clock.step() == true)
        #expect(clock.minute == 30)
        #expect(!clock.isFinished)
        #expect(clock.step() == true)
        #expect(clock.minute == 90)
        #expect(clock.isFinished)
    }

    @Test("skipping goes to full time with every event on show; then nothing moves")
    func skip() {
        var clock = ReplayClock(events: Self.events)
        #expect(clock.skipToEnd() == true)
        #expect(clock.isFinished && !clock.isRunning && !clock.isHalfTime)
        #expect(clock.minute == 90)
        #expect(clock.revealedCount == Self.events.count)
        #expect(clock.skipToEnd() == false)
        #expect(clock.tick() == false)
        #expect(clock.togglePause() == false)
        #expect(!clock.isPaused)
    }

    @Test("a pause ends at full time")
    func pauseEndsAtFullTime() {
        var clock = ReplayClock(events: Self.events)
        _ = clock.togglePause()
        #expect(clock.isPaused)
        _ = clock.skipToEnd()
        #expect(!clock.isPaused)
        #expect(clock.isFinished)
    }

    @Test("ticking to the end finishes at the final whistle")
    func ticksToFullTime() {
        var clock = ReplayClock(events: Self.events)
        _ = clock.changeSpeed(by: 2)
        var ticks = 0
        while clock.tick() || clock.isHalfTime { ticks += 1 }
        #expect(clock.isFinished)
        #expect(clock.revealedCount == Self.events.count)
        // 45 minutes in 12 ticks (the last one short), the half-time hold, then 45 more in 12.
        #expect(ticks == 12 + ReplayClock.halfTimeTicks + 12)
    }

    @Test("stoppage time extends the match; an empty match still lasts 90 minutes")
    func finalMinute() {
        let late = ReplayClock(events: [MatchEvent(minute: 0, kind: .kickOff), MatchEvent(minute: 93, kind: .fullTime)])
        #expect(late.finalMinute == 93)
        var empty = ReplayClock(events: [])
        #expect(empty.finalMinute == 90)
        #expect(!empty.isFinished)
        #expect(empty.skipToEnd() == true)
        #expect(empty.isFinished)
    }

    @Test("a shootout after extra time is revealed a kick a tick, the clock on \"Pens\" meanwhile")
    func shootoutKickByKick() {
        let events = [
            MatchEvent(minute: 0, kind: .kickOff),
            MatchEvent(minute: 45, kind: .halfTime),
            MatchEvent(minute: 105, kind: .chance),
            MatchEvent(minute: 120, kind: .fullTime),
            MatchEvent(minute: 120, kind: .penalty, teamId: "home"),
            MatchEvent(minute: 120, kind: .penalty, teamId: "away"),
            MatchEvent(minute: 120, kind: .penalty, teamId: "home"),
            MatchEvent(minute: 120, kind: .fullTime, teamId: "home"),
        ]
        var clock = ReplayClock(events: events, minute: 119)
        #expect(clock.finalMinute == 120 && clock.revealedCount == 3 && !clock.isShootout)
        #expect(clock.tick() == true)
        #expect(clock.minute == 120 && clock.revealedCount == 4 && clock.isShootout, "the shootout is announced")
        for kicks in 1...3 {
            #expect(clock.tick() == true)
            #expect(clock.revealedCount == 4 + kicks && !clock.isFinished)
        }
        #expect(clock.tick() == true)
        #expect(clock.isFinished && !clock.isShootout && clock.revealedCount == events.count)
        #expect(clock.tick() == false)
    }
}
