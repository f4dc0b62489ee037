/// The match's ticks: 45 minutes and stoppage time each half, and for a cup tie level after ninety two halves of
/// extra time (15 minutes each, with their own stoppage). A tick in stoppage time keeps the half's last minute
/// (45, 90, 105 or 120) so events stay in minute order, and the commentary shows it as "45+2".
struct MatchClock: Sendable {
    static let halfLength = 45
    static let extraHalfLength = 15
    static let firstHalfStoppage = 1...3
    static let secondHalfStoppage = 2...5
    static let extraTimeStoppage = 0...2
    /// The average number of ticks in ninety minutes, which turns expected goals into a chance per tick.
    static let expectedTicks = Double(2 * halfLength)
        + Double(firstHalfStoppage.lowerBound + firstHalfStoppage.upperBound) / 2
        + Double(secondHalfStoppage.lowerBound + secondHalfStoppage.upperBound) / 2

    /// One half: its first tick, the minutes played before it, its length and its stoppage.
    struct Half: Sendable {
        let firstTick: Int
        let minutesBefore: Int
        let length: Int
        let stoppage: Int

        var endTick: Int { firstTick + length + stoppage }
        var lastMinute: Int { minutesBefore + length }
    }

    private(set) var halves: [Half]

    init(firstStoppage: Int, secondStoppage: Int) {
        let first = Half(firstTick: 0, minutesBefore: 0, length: Self.halfLength, stoppage: firstStoppage)
        halves = [first, Half(firstTick: first.endTick, minutesBefore: Self.halfLength, length: Self.halfLength,
                              stoppage: secondStoppage)]
    }

    /// Thirty more minutes after the ninety, in two halves.
    mutating func addExtraTime(firstStoppage: Int, secondStoppage: Int) {
        guard !hasExtraTime, let last = halves.last else { return }
        let first = Half(firstTick: last.endTick, minutesBefore: last.lastMinute, length: Self.extraHalfLength,
                         stoppage: firstStoppage)
        halves += [first, Half(firstTick: first.endTick, minutesBefore: first.lastMinute,
                               length: Self.extraHalfLength, stoppage: secondStoppage)]
    }

    var ticks: Int { halves[halves.count - 1].endTick }
    /// The first tick of the second half.
    var secondHalfStart: Int { halves[1].firstTick }
    /// The ticks of the ninety minutes and their stoppage.
    var regulationTicks: Int { halves[1].endTick }
    var hasExtraTime: Bool { halves.count > 2 }
    /// The last minute the match reaches: 90, or 120 after extra time.
    var finalMinute: Int { halves[halves.count - 1].lastMinute }

    /// The index of the half the tick falls in.
    func halfIndex(at tick: Int) -> Int {
        halves.lastIndex { $0.firstTick <= tick } ?? 0
    }

    func minute(at tick: Int) -> Int {
        let half = halves[halfIndex(at: tick)]
        return half.minutesBefore + min(tick - half.firstTick + 1, half.length)
    }

    /// How far into stoppage time the tick is; 0 in normal time.
    func stoppage(at tick: Int) -> Int {
        let half = halves[halfIndex(at: tick)]
        return max(0, tick - half.firstTick + 1 - half.length)
    }

    /// Whether the tick is the first of a half after kick-off's.
    func startsHalf(_ tick: Int) -> Bool {
        tick > 0 && halves.contains { $0.firstTick == tick }
    }

    func label(at tick: Int) -> String {
        let extra = stoppage(at: tick)
        return extra > 0 ? "\(minute(at: tick))+\(extra)" : "\(minute(at: tick))"
    }
}
