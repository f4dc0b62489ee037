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
    /// How a shot that does not go in ends: saved, blocked, or (the rest) off target; a third of all shots are on
    /// target.
    static let savedShare = 0.26
    static let blockedShare = 0.24
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
    private(set) var actions: PlayerActionsTable
    private var homeBall = 0.0
    /// The home side's share of the ball, each side's rates and their sum, as last expected.
    private var homeShare = 0.5
    private var rates = (home: Rates(attack: 0, share: 0.5), away: Rates(attack: 0, share: 0.5))
    private var total = 0.0
    /// What a tick's draw is scaled by, so that at most `fullestTick` of a tick holds a moment.
    private var scale = 1.0
    private var ticksPlayed = 0

    /// How a defender is picked to block a shot, by the line he plays in.
    static func blockWeight(_ line: PitchLine) -> Double {
        switch line {
        case .keeper: 0
        case .defence: 3
        case .midfield: 1
        case .attack: 0.3
        }
    }

    /// Whether `moments` are kept, for a narration.
    private let keepsMoments: Bool
    /// Off only for the benchmark's baseline: the same engine without its numbers (`MatchEngine.playUncounted`).
    private let counting: Bool

    /// `squads`: how many players each side's sheet holds.
    init(seed: UInt64, squads: [Int], keepsMoments: Bool, counting: Bool = true) {
        self.keepsMoments = keepsMoments
        self.counting = counting
        actions = PlayerActionsTable(squads: squads)
        rng = SeededRandomNumberGenerator(seed: seed ^ Self.seedSalt)
        style = Self.styleRange.lowerBound + (Self.styleRange.upperBound - Self.styleRange.lowerBound) * rng.unit()
        if keepsMoments { moments.reserveCapacity(96) }
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

    /// Sets the rates the ticks draw from until the next change: `attack` is what each side's chances are worth
    /// per tick (its chance of a goal before the match settles), `margin` the home side's lead.
    mutating func expect(attack: (home: Double, away: Double), margin: Int) {
        guard counting else { return }
        homeShare = possession(attack: attack, margin: margin)
        rates = (Rates(attack: attack.home, share: homeShare), Rates(attack: attack.away, share: 1 - homeShare))
        total = rates.home.total + rates.away.total
        scale = max(1, total / Self.fullestTick)
    }

    /// A moment the tick holds: its kind and side.
    struct Moment {
        fileprivate let kind: Kind
        fileprivate let side: Int
    }

    /// One tick at the rates last expected: nil when it passes quietly (most do), else the moment to `count`.
    /// Kept apart from counting so the quiet ticks touch neither side.
    mutating func draw() -> Moment? {
        guard counting else { return nil }
        homeBall += homeShare
        ticksPlayed += 1
        var ticket = rng.unit() * scale
        guard ticket < total else { return nil }
        // The kinds in turn, home before away, written out: this runs every tick of every match.
        let (home, away) = rates
        if let side = Self.take(&ticket, home.shot, away.shot) { return Moment(kind: .shot, side: side) }
        if let side = Self.take(&ticket, home.corner, away.corner) { return Moment(kind: .corner, side: side) }
        if let side = Self.take(&ticket, home.foul, away.foul) { return Moment(kind: .foul, side: side) }
        if let side = Self.take(&ticket, home.offside, away.offside) { return Moment(kind: .offside, side: side) }
        return nil
    }

    /// The side whose rate the ticket falls in, or nil with both rates taken off the ticket.
    private static func take(_ ticket: inout Double, _ home: Double, _ away: Double) -> Int? {
        if ticket < home { return 0 }
        ticket -= home
        if ticket < away { return 1 }
        ticket -= away
        return nil
    }

    /// A side's chance per tick of a moment of each kind, from what its chances are worth and its share of the ball.
    private struct Rates {
        let shot: Double
        let corner: Double
        let offside: Double
        let foul: Double

        init(attack: Double, share: Double) {
            shot = attack * MatchTally.missesPerGoal
            corner = attack * (1 + MatchTally.missesPerGoal) * MatchTally.cornersPerShot
            offside = attack * (1 + MatchTally.missesPerGoal) * MatchTally.offsidesPerShot
            // The side without the ball commits the fouls.
            foul = MatchTally.foulsPerMatch / MatchClock.expectedTicks * 2 * (1 - share)
        }

        var total: Double { shot + corner + offside + foul }
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

    fileprivate enum Kind {
        case shot, corner, foul, offside
    }

    /// The home side's share of the ball while the rates hold.
    private func possession(attack: (home: Double, away: Double), margin: Int) -> Double {
        let chances = attack.home / max(attack.home + attack.away, .ulpOfOne)
        let chase = Self.chasing * Double(max(-2, min(2, -margin)))
        let share = 0.5 + (chances - 0.5) * Self.possessionLean + style + chase
        return min(Self.possessionBounds.upperBound, max(Self.possessionBounds.lowerBound, share))
    }

    /// Counts a drawn moment and picks who took part. Reads the sides in place (`sides[side].…`): a copy of a side
    /// would retain every array it holds.
    mutating func count(_ moment: Moment, tick: Int, sides: [SideState]) {
        let side = moment.side
        let other = 1 - side
        switch moment.kind {
        case .shot:
            let ending = shotEnding()
            let shooter = pick(sides[side].scoringWeights, total: sides[side].scoringTotal, onPitch: sides[side].onPitch)
            let stopper = switch ending {
            case .saved: sides[other].lines.firstIndex(of: .keeper).map { sides[other].onPitch[$0] }
            case .blocked: blocker(lines: sides[other].lines, onPitch: sides[other].onPitch)
            case .offTarget: Int?.none
            }
            stats[side].shots += 1
            if ending == .saved { stats[side].shotsOnTarget += 1 }
            if let shooter {
                if ending == .saved { actions[side, shooter].shotsSaved += 1 } else { actions[side, shooter].shotsWasted += 1 }
            }
            if let stopper { actions[other, stopper].stops += 1 }
            record(.shot(ending), side: side, tick: tick, player: shooter, stopper: stopper)
        case .corner:
            stats[side].corners += 1
            record(.corner, side: side, tick: tick, player: nil)
        case .foul:
            stats[side].fouls += 1
            let fouler = pick(sides[side].bookingWeights, total: sides[side].bookingTotal, onPitch: sides[side].onPitch)
            if let fouler { actions[side, fouler].fouls += 1 }
            record(.foul, side: side, tick: tick, player: fouler)
        case .offside:
            stats[side].offsides += 1
            let caught = pick(sides[side].scoringWeights, total: sides[side].scoringTotal, onPitch: sides[side].onPitch)
            if let caught { actions[side, caught].offsides += 1 }
            record(.offside, side: side, tick: tick, player: caught)
        }
    }

    /// How a shot that does not go in ends, by `savedShare` and `blockedShare`.
    private mutating func shotEnding() -> TallyMoment.ShotEnding {
        let ticket = rng.unit()
        if ticket < Self.savedShare { return .saved }
        return ticket < Self.savedShare + Self.blockedShare ? .blocked : .offTarget
    }

    /// The player who blocks a shot, drawn by the line he plays in (`blockWeight`), by sheet number.
    private mutating func blocker(lines: [PitchLine], onPitch: [Int]) -> Int? {
        var total = 0.0
        for line in lines { total += Self.blockWeight(line) }
        guard total > 0 else { return nil }
        var ticket = rng.unit() * total
        var last: Int?
        for (slot, line) in lines.enumerated() where Self.blockWeight(line) > 0 {
            if ticket < Self.blockWeight(line) { return onPitch[slot] }
            ticket -= Self.blockWeight(line)
            last = onPitch[slot]
        }
        return last
    }

    /// A player on the pitch drawn by `weights` (parallel to `onPitch`, summing to `total`), by sheet number: one
    /// pass, as the side keeps the sum.
    private mutating func pick(_ weights: [Double], total: Double, onPitch: [Int]) -> Int? {
        guard total > 0 else { return nil }
        var ticket = rng.unit() * total
        var last: Int?
        for slot in weights.indices where weights[slot] > 0 {
            if ticket < weights[slot] { return onPitch[slot] }
            ticket -= weights[slot]
            last = onPitch[slot]
        }
        // Rounding can leave a sliver of the ticket after the last weight.
        return last
    }

    private mutating func record(_ kind: TallyMoment.Kind, side: Int, tick: Int, player: Int?, stopper: Int? = nil) {
        guard keepsMoments else { return }
        moments.append(TallyMoment(tick: tick, kind: kind, side: side, player: player, stopper: stopper))
    }
}
