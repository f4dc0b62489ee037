import GameModels

/// The live replay's clock over a played match's events. Each tick moves it on by the speed in match
/// minutes and reveals the events it passes; it holds at half time for a moment so "HT" can be read, and a
/// penalty shootout at the end is revealed a kick a tick.
/// Stepping reveals exactly one event and works while paused, so script mode (which never ticks)
/// can walk through a match. A pure value, so the replay is tested without real time.
public struct ReplayClock: Sendable, Equatable {
    /// Match minutes per tick the user can choose between, slowest first.
    public static let speeds = [1, 2, 4]
    /// Ticks the clock stays on "HT" before the second half starts.
    public static let halfTimeTicks = 4

    public private(set) var minute = 0
    /// How many of the events (in order) are on show.
    public private(set) var revealedCount = 0
    /// The minute the replay ends: the last event's, and never before 90.
    public let finalMinute: Int

    private var speedIndex = 0
    private var pauseRequested = false
    private var halfTimeTicksLeft = 0
    private let eventMinutes: [Int]
    private let halfTimeIndex: Int?
    /// The first kick of a shootout, if the match had one.
    private let shootoutIndex: Int?

    /// A clock at `minute` (kick-off by default) with every event up to it on show: a resumed match
    /// opens where the user left it.
    public init(events: [MatchEvent], minute: Int = 0) {
        eventMinutes = events.map(\.minute)
        halfTimeIndex = events.firstIndex { $0.kind == .halfTime }
        shootoutIndex = events.firstIndex { $0.kind == .penalty }
        finalMinute = max(90, eventMinutes.max() ?? 0)
        self.minute = min(max(0, minute), finalMinute)
        revealDue()
    }

    /// `previous` carried over to `events`, the match as a change made at `previous.minute` has rewritten
    /// it: the events up to that minute are the same, so the minute, what is on show, the speed, the pause
    /// and the half-time hold all stay.
    public init(events: [MatchEvent], continuing previous: ReplayClock) {
        self.init(events: events)
        minute = previous.minute
        revealedCount = min(previous.revealedCount, eventMinutes.count)
        speedIndex = previous.speedIndex
        pauseRequested = previous.pauseRequested
        halfTimeTicksLeft = previous.halfTimeTicksLeft
    }

    public var speed: Int { Self.speeds[speedIndex] }
    public var isFinished: Bool { revealedCount == eventMinutes.count && minute >= finalMinute }
    /// Paused by the user; at full time there is nothing left to pause.
    public var isPaused: Bool { pauseRequested && !isFinished }
    /// Whether the clock should be ticked: neither paused nor at full time.
    public var isRunning: Bool { !isPaused && !isFinished }

    /// Extra time is over and the shootout's kicks are being taken.
    public var isShootout: Bool {
        guard let shootoutIndex, !isFinished else { return false }
        return minute >= finalMinute && revealedCount >= shootoutIndex
    }

    /// The half-time whistle has gone and the second half has not started.
    public var isHalfTime: Bool {
        guard let halfTimeIndex, !isFinished else { return false }
        return revealedCount > halfTimeIndex && minute == eventMinutes[halfTimeIndex]
    }

    /// Moves the clock on by one tick; returns whether anything on show changed.
    public mutating func tick() -> Bool {
        guard isRunning else { return false }
        if halfTimeTicksLeft > 0 {
            halfTimeTicksLeft -= 1
            return false
        }
        if minute >= finalMinute {
            revealedCount += 1
            return true
        }
        var target = min(minute + speed, finalMinute)
        if let halfTime = halfTimeMinute, minute < halfTime, target >= halfTime {
            target = halfTime
            halfTimeTicksLeft = Self.halfTimeTicks
        }
        minute = target
        revealDue()
        return true
    }

    /// Reveals the next event (moving the clock to its minute), or runs the clock out once every event
    /// is on show; returns whether anything changed.
    public mutating func step() -> Bool {
        halfTimeTicksLeft = 0
        if revealedCount < eventMinutes.count {
            minute = max(minute, eventMinutes[revealedCount])
            revealedCount += 1
            return true
        }
        guard minute < finalMinute else { return false }
        minute = finalMinute
        return true
    }

    /// Jumps to full time with every event on show.
    public mutating func skipToEnd() -> Bool {
        guard !isFinished else { return false }
        minute = finalMinute
        revealedCount = eventMinutes.count
        halfTimeTicksLeft = 0
        return true
    }

    /// Moves `offset` steps along `speeds`, stopping at either end.
    public mutating func changeSpeed(by offset: Int) -> Bool {
        let target = min(max(0, speedIndex + offset), Self.speeds.count - 1)
        guard target != speedIndex else { return false }
        speedIndex = target
        return true
    }

    /// Pauses or resumes; at full time there is nothing left to pause.
    public mutating func togglePause() -> Bool {
        guard !isFinished else { return false }
        pauseRequested.toggle()
        return true
    }

    /// Pauses unless already paused (or over); returns whether it changed.
    public mutating func pause() -> Bool {
        guard !isPaused, !isFinished else { return false }
        pauseRequested = true
        return true
    }

    private var halfTimeMinute: Int? { halfTimeIndex.map { eventMinutes[$0] } }

    /// Reveals the events up to the minute; a shootout's kicks wait for ticks of their own.
    private mutating func revealDue() {
        let due = shootoutIndex ?? eventMinutes.count
        while revealedCount < due, eventMinutes[revealedCount] <= minute {
            revealedCount += 1
        }
    }
}
