/// A counted moment that changes no record: a shot that does not go in, a corner, a foul nobody is booked
/// for, an offside. The narration tells every one of them in its tick, so what it describes is what was counted.
struct TallyMoment: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case shot(ShotEnding)
        case corner, foul, offside
    }

    /// How a shot that does not go in ends.
    enum ShotEnding: Int, CaseIterable, Sendable {
        /// On target: the keeper stops it.
        case saved
        /// A defender gets in the way before it reaches goal.
        case blocked
        case offTarget
    }

    let tick: Int
    let kind: Kind
    /// 0 for the home side, 1 for the away side: the side that shot, won the corner, fouled or was caught offside.
    let side: Int
    /// The shooter, the fouler or the player caught offside, by sheet number; nil for a corner.
    let player: Int?
    /// Of the other side: the keeper who saved the shot or the player who blocked it.
    var stopper: Int? = nil
}
