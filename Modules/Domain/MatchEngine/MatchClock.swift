/// The match's ticks: 45 minutes and stoppage time each half. A tick in stoppage time keeps the half's last
/// minute (45 or 90) so events stay in minute order, and the commentary shows it as "45+2".
struct MatchClock: Sendable {
    static let halfLength = 45
    static let firstHalfStoppage = 1...3
    static let secondHalfStoppage = 2...5
    /// The average number of ticks in a match, which turns expected goals into a chance per tick.
    static let expectedTicks = Double(2 * halfLength)
        + Double(firstHalfStoppage.lowerBound + firstHalfStoppage.upperBound) / 2
        + Double(secondHalfStoppage.lowerBound + secondHalfStoppage.upperBound) / 2

    let firstStoppage: Int
    let secondStoppage: Int

    var ticks: Int { 2 * Self.halfLength + firstStoppage + secondStoppage }
    /// The first tick of the second half.
    var secondHalfStart: Int { Self.halfLength + firstStoppage }

    func minute(at tick: Int) -> Int {
        if tick < secondHalfStart { return min(tick + 1, Self.halfLength) }
        return min(tick - secondHalfStart + Self.halfLength + 1, 2 * Self.halfLength)
    }

    /// How far into stoppage time the tick is; 0 in normal time.
    func stoppage(at tick: Int) -> Int {
        let intoHalf = tick < secondHalfStart ? tick : tick - secondHalfStart
        return max(0, intoHalf + 1 - Self.halfLength)
    }

    func label(at tick: Int) -> String {
        let extra = stoppage(at: tick)
        return extra > 0 ? "\(minute(at: tick))+\(extra)" : "\(minute(at: tick))"
    }
}
