/// How an attack ends at goal. A chance's build-up, its shot, its outcome and a goal are all told for one
/// finish, so a header is never "hit first time" and a penalty never comes from a corner. A single finish
/// is one member; a line lists the set of finishes it fits.
struct Finish: OptionSet, Sendable, Hashable {
    let rawValue: Int

    static let header = Finish(rawValue: 1 << 0)
    static let volley = Finish(rawValue: 1 << 1)
    /// A tap-in, a poke or a scramble in the six-yard box.
    static let closeRange = Finish(rawValue: 1 << 2)
    /// A shot placed from inside the area after a pass or a run.
    static let placed = Finish(rawValue: 1 << 3)
    static let longShot = Finish(rawValue: 1 << 4)
    static let freeKick = Finish(rawValue: 1 << 5)
    static let penalty = Finish(rawValue: 1 << 6)

    /// Every single finish, each on its own.
    static let singles: [Finish] = [.header, .volley, .closeRange, .placed, .longShot, .freeKick, .penalty]
    /// Struck with the foot while the ball is in play.
    static let footed: Finish = [.volley, .closeRange, .placed, .longShot]
    static let openPlay: Finish = footed.union(.header)
    /// Struck with the foot, from open play or a dead ball.
    static let kicked: Finish = footed.union([.freeKick, .penalty])
    static let any: Finish = openPlay.union([.freeKick, .penalty])
}
