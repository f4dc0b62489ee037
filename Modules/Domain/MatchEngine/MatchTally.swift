import GameModels

/// What the core counts besides the record: shots and how they end, corners, fouls, offsides and who has the
/// ball. It draws from a generator of its own, so counting never moves a goal, a card or a substitution, and
/// it draws once per tick (more only when something happens), so a replay to minute m counts the same.
///
/// Rates follow the chances a side makes (its expected goals, the match's tempo and the score), calibrated on
/// the Premier League 2000–2017: 12.9 shots per side a match of which 4.3 on target and 11 % scored, 5.5
/// corners, 11–12 fouls, home possession 51.8 % ± 10.2.
struct MatchTally: Sendable {
    static let seedSalt: UInt64 = 0x5441_4C4C_5953_5441
    /// For every goal a side's chances are worth, this many more shots that do not go in.
    static let missesPerGoal = 8.4
    static let cornersPerShot = 0.43
    static let offsidesPerShot = 0.17
    /// Fouls a side commits in a match besides those it is booked for, with half the ball.
    static let foulsPerMatch = 10.0
    /// How a shot that does not go in ends, in these proportions (a third of all shots are on target).
    static let endings: [Double] = [0.26, 0.24, 0.5]
    /// How far the ball leans towards the side making more of the chances (0: even, 1: fully).
    static let possessionLean = 0.35
    /// Some sides keep the ball and some play on the break, whatever the strengths: a match's own lean.
    static let styleRange = -0.15...0.15
    /// A side behind keeps more of the ball, per goal behind up to two.
    static let chasing = 0.03
    static let possessionBounds = 0.2...0.8
    /// At most this much of a tick holds a counted moment, so one tick tells one.
    static let fullestTick = 0.9

    private var rng: SeededRandomNumberGenerator
    private let style: Double
    private(set) var stats = [SideStats(), SideStats()]
    private(set) var moments: [TallyMoment] = []
    private var homeBall = 0.0
    private var ticksPlayed = 0

    init(seed: UInt64) {
        rng = SeededRandomNumberGenerator(seed: seed ^ Self.seedSalt)
        style = Self.styleRange.lowerBound + (Self.styleRange.upperBound - Self.styleRange.lowerBound) * rng.unit()
        moments.reserveCapacity(96)
    }

    /// The match's numbers so far, possession in whole per cent.
    var matchStats: MatchStats {
        let homeShare = ticksPlayed == 0 ? 0.5 : homeBall / Double(ticksPlayed)
        let home = Int((homeShare * 100).rounded())
        var sides = stats
        sides[0].possession = home
        sides[1].possession = 100 - home
        return MatchStats(home: sides[0], away: sides[1])
    }

    /// One tick: `attack` is each side's chance per tick of a goal before the match settles (what its
    /// chances are worth), `margin` the home side's lead.
    mutating func play(tick: Int, attack: [Double], margin: Int, sides: [SideState]) {
        let homeShare = possession(attack: attack, margin: margin)
        homeBall += homeShare
        ticksPlayed += 1
        var total = 0.0
        for kind in Kind.all {
            for side in 0..<2 { total += Self.rate(of: kind, attack: attack[side], share: side == 0 ? homeShare : 1 - homeShare) }
        }
        var ticket = rng.unit() * max(1, total / Self.fullestTick)
        // Most ticks pass quietly: one draw and out.
        guard ticket < total else { return }
        for kind in Kind.all {
            for side in 0..<2 {
                let rate = Self.rate(of: kind, attack: attack[side], share: side == 0 ? homeShare : 1 - homeShare)
                if ticket < rate {
                    count(kind, side: side, tick: tick, state: sides[side])
                    return
                }
                ticket -= rate
            }
        }
    }

    /// A side's chance per tick of a moment of `kind`, from what its chances are worth and its share of the ball.
    private static func rate(of kind: Kind, attack: Double, share: Double) -> Double {
        switch kind {
        case .shot: attack * missesPerGoal
        case .corner: attack * (1 + missesPerGoal) * cornersPerShot
        case .offside: attack * (1 + missesPerGoal) * offsidesPerShot
        // The side without the ball commits the fouls.
        case .foul: foulsPerMatch / MatchClock.expectedTicks * 2 * (1 - share)
        }
    }

    /// A goal is a shot on target that went in.
    mutating func countGoal(side: Int) {
        stats[side].shots += 1
        stats[side].shotsOnTarget += 1
    }

    /// A card is shown for a foul.
    mutating func countCard(side: Int, red: Bool) {
        stats[side].fouls += 1
        if red { stats[side].redCards += 1 } else { stats[side].yellowCards += 1 }
    }

    private enum Kind: CaseIterable {
        case shot, corner, foul, offside

        /// Built once: `allCases` allocates on every call.
        static let all = allCases
    }

    /// The home side's share of the ball this tick.
    private func possession(attack: [Double], margin: Int) -> Double {
        let chances = attack[0] / max(attack[0] + attack[1], .ulpOfOne)
        let chase = Self.chasing * Double(max(-2, min(2, -margin)))
        let share = 0.5 + (chances - 0.5) * Self.possessionLean + style + chase
        return min(Self.possessionBounds.upperBound, max(Self.possessionBounds.lowerBound, share))
    }

    private mutating func count(_ kind: Kind, side: Int, tick: Int, state: SideState) {
        switch kind {
        case .shot:
            let ending = TallyMoment.ShotEnding(rawValue: rng.weightedIndex(Self.endings) ?? 0) ?? .offTarget
            stats[side].shots += 1
            if ending == .saved { stats[side].shotsOnTarget += 1 }
            record(.shot(ending), side: side, tick: tick, player: pick(state.scoringWeights, in: state))
        case .corner:
            stats[side].corners += 1
            record(.corner, side: side, tick: tick, player: nil)
        case .foul:
            stats[side].fouls += 1
            record(.foul, side: side, tick: tick, player: pick(state.bookingWeights, in: state))
        case .offside:
            stats[side].offsides += 1
            record(.offside, side: side, tick: tick, player: pick(state.scoringWeights, in: state))
        }
    }

    private mutating func pick(_ weights: [Double], in state: SideState) -> Int? {
        rng.weightedIndex(weights).map { state.onPitch[$0] }
    }

    private mutating func record(_ kind: TallyMoment.Kind, side: Int, tick: Int, player: Int?) {
        moments.append(TallyMoment(tick: tick, kind: kind, side: side, player: player))
    }
}
