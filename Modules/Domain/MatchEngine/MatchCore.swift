import GameModels

/// The draws that decide a match, shared by the live and the fast path: per tick at most one of a goal,
/// a booking, a straight red, an injury or a substitution, for either side, from one generator. Nothing
/// here builds text, so the fast path is this loop alone; the live path narrates its outcome afterwards.
struct MatchCore {
    static let assistShare = 0.75
    static let bookingChance = 1.75 / MatchClock.expectedTicks
    static let straightRedChance = 0.035 / MatchClock.expectedTicks
    static let injuryChance = 0.1 / MatchClock.expectedTicks
    /// Per minute of the window, while a side still has changes to make.
    static let substitutionChance = 0.13
    static let substitutionWindow = 55...85
    /// A side in front eases off, more so the further ahead; a side one behind pushes, one well beaten
    /// loses heart. This is why level scores are common and cricket scores rare.
    static func gameStateFactor(margin: Int) -> Double {
        switch margin {
        case 4...: 0.6
        case 3: 0.7
        case 2: 0.8
        case 1: 0.9
        case 0: 1
        case -1: 1.15
        default: 1.05
        }
    }
    /// Past a few goals a match settles: both sides' chances fall with every further goal, so ten or more in a
    /// match stays as rare as in real leagues (two in 10,000) while ordinary scores are untouched.
    static func goalCountFactor(total: Int) -> Double {
        (0..<max(0, total - settlesAfter)).reduce(1.0) { factor, _ in factor * settling }
    }
    static let settlesAfter = 4
    static let settling = 0.8

    /// Some matches are open and some cagey whatever the teams: a shared factor around 1 scales both sides'
    /// chances, which spreads the totals (more goalless games and more goal-fests) without moving the average.
    static let tempoRange = 0.75...1.25
    /// The laws abandon a match below seven players; cards and injuries stop short of that here.
    static let fewestPlayers = 7
    /// Extra time is a little tighter than the ninety (tired legs, the fear of losing it); tuned so that about half the
    /// ties that reach it go to penalties, as in the FA Cup. Scales both sides' chances.
    static let extraTimeFactor = 0.95
    /// Per minute of extra time (stoppage aside), while a computer side has its extra change to make.
    static let extraTimeSubstitutionChance = 0.05
    static let extraTimeSubstitutionWindow = 91...118

    private enum Action: CaseIterable {
        case goal, booking, straightRed, injury, substitution

        /// Built once: `allCases` allocates on every call.
        static let all = allCases
    }

    private var rng: SeededRandomNumberGenerator
    private(set) var clock: MatchClock
    private let format: MatchFormat
    private let seed: UInt64
    private(set) var sides: [SideState]
    private(set) var goals = [0, 0]
    private(set) var events: [CoreEvent] = []
    private var expected = [0.0, 0.0]
    private let tempo: Double
    private var goalChance = [0.0, 0.0]
    private(set) var tally: MatchTally
    private let plan: MatchPlan
    /// How many of `plan.changes` have been made.
    private var changesMade = 0

    /// `narrated`: whether the counted moments are kept for a narration (the fast path only counts them).
    /// `format`: a cup tie level after ninety minutes goes to extra time and then penalties.
    static func play(home: TeamSheet, away: TeamSheet, seed: UInt64, plan: MatchPlan = .unmanaged,
                     format: MatchFormat = .league, narrated: Bool = true, counting: Bool = true) -> CoreOutcome {
        var core = MatchCore(home: home, away: away, seed: seed, plan: plan, format: format, narrated: narrated,
                             counting: counting)
        let kickOffExpectation = (home: core.expected[0], away: core.expected[1])
        core.run(through: nil)
        let performances = PerformanceRater.performances(of: core.sides, actions: core.tally.actions, goals: core.goals,
                                                         finalMinute: core.clock.finalMinute, using: &core.rng)
        let shootout = format.needsWinner && core.goals[0] == core.goals[1] ? Shootout.play(core.sides, seed: seed) : []
        return CoreOutcome(clock: core.clock, sheets: [home, away], expectedGoals: kickOffExpectation,
                           homeGoals: core.goals[0], awayGoals: core.goals[1], events: core.events,
                           performances: performances, stats: core.tally.matchStats, moments: core.tally.moments,
                           shootout: shootout)
    }

    /// The match as it stands once every tick of `minute` is played, before the changes made at it.
    static func played(home: TeamSheet, away: TeamSheet, seed: UInt64, plan: MatchPlan, format: MatchFormat = .league,
                       through minute: Int) -> MatchCore {
        var core = MatchCore(home: home, away: away, seed: seed, plan: plan, format: format, narrated: false,
                             counting: true)
        core.run(through: minute)
        return core
    }

    private init(home: TeamSheet, away: TeamSheet, seed: UInt64, plan: MatchPlan, format: MatchFormat,
                 narrated: Bool, counting: Bool) {
        rng = SeededRandomNumberGenerator(seed: seed)
        self.seed = seed
        self.format = format
        let first = MatchClock.firstHalfStoppage
        let second = MatchClock.secondHalfStoppage
        clock = MatchClock(firstStoppage: first.lowerBound + rng.index(below: first.count),
                           secondStoppage: second.lowerBound + rng.index(below: second.count))
        tempo = Self.tempoRange.lowerBound + (Self.tempoRange.upperBound - Self.tempoRange.lowerBound) * rng.unit()
        self.plan = plan
        tally = MatchTally(seed: seed, squads: [home.players.count, away.players.count], keepsMoments: narrated,
                           counting: counting)
        sides = [SideState(sheet: home, managed: plan.managedSide == 0),
                 SideState(sheet: away, managed: plan.managedSide == 1)]
        updateExpectation()
    }

    /// Plays the ticks up to and including `last`'s (nil: the whole match).
    private mutating func run(through last: Int?) {
        let fixedChance = 2 * (Self.bookingChance + Self.straightRedChance + Self.injuryChance)
        var tiredAt = 0
        var tick = -1
        while true {
            tick += 1
            if tick == clock.regulationTicks, format.needsWinner, goals[0] == goals[1] { startExtraTime() }
            guard tick < clock.ticks else { return }
            let minute = clock.minute(at: tick)
            makeChanges(before: minute, tick: tick)
            if let last, minute > last { return }
            if minute != tiredAt, minute % InMatchFatigue.refreshEvery == 1, minute > 1 {
                tiredAt = minute
                for side in sides.indices { sides[side].tire(to: minute) }
                updateExpectation()
            }
            let substitutionsOpen = tick >= clock.secondHalfStart && clock.stoppage(at: tick) == 0
                && (Self.substitutionWindow.contains(minute) || Self.extraTimeSubstitutionWindow.contains(minute))
            let substitutions = substitutionsOpen ? 2 * substitutionChance(at: minute) : 0
            let total = goalChance[0] + goalChance[1] + fixedChance + substitutions
            var ticket = rng.unit()
            // Most ticks pass quietly: one draw and out. The tally counts after the record changed, so it
            // never counts a shot by a player the same tick took off.
            defer { if let moment = tally.draw() { tally.count(moment, tick: tick, sides: sides) } }
            guard ticket < total else { continue }
            search: for side in 0..<2 {
                for action in Action.all {
                    let chance = chance(of: action, side: side, substitutionsOpen: substitutionsOpen, minute: minute)
                    if ticket < chance {
                        perform(action, side: side, tick: tick, minute: minute)
                        break search
                    }
                    ticket -= chance
                }
            }
        }
    }

    private func chance(of action: Action, side: Int, substitutionsOpen: Bool, minute: Int) -> Double {
        let canLosePlayers = sides[side].onPitch.count > Self.fewestPlayers
        return switch action {
        case .goal: goalChance[side]
        case .booking: canLosePlayers ? Self.bookingChance : 0
        case .straightRed: canLosePlayers ? Self.straightRedChance : 0
        case .injury: canLosePlayers ? Self.injuryChance : 0
        case .substitution: substitutionsOpen && !sides[side].managed ? substitutionChance(at: minute) : 0
        }
    }

    private func substitutionChance(at minute: Int) -> Double {
        minute > 2 * MatchClock.halfLength ? Self.extraTimeSubstitutionChance : Self.substitutionChance
    }

    /// Level after ninety minutes of a tie that needs a winner: thirty more, and one more change for each side.
    private mutating func startExtraTime() {
        let stoppage = MatchClock.extraTimeStoppage
        clock.addExtraTime(firstStoppage: stoppage.lowerBound + rng.index(below: stoppage.count),
                           secondStoppage: stoppage.lowerBound + rng.index(below: stoppage.count))
        for side in sides.indices { sides[side].allowExtraTimeSubstitute() }
        updateGoalChances()
    }

    /// Makes the manager's changes of the minutes before `minute`, at the first tick after them.
    private mutating func makeChanges(before minute: Int, tick: Int) {
        guard let side = plan.managedSide else { return }
        var changed = false
        while changesMade < plan.changes.count, plan.changes[changesMade].minute < minute {
            for swap in sides[side].apply(plan.changes[changesMade], minute: minute) {
                record(.substitution, side: side, player: swap.off, other: swap.on, tick: tick, minute: minute)
            }
            changesMade += 1
            changed = true
        }
        if changed { updateExpectation() }
    }

    private mutating func perform(_ action: Action, side: Int, tick: Int, minute: Int) {
        switch action {
        case .goal: scoreGoal(side: side, tick: tick, minute: minute)
        case .booking: book(side: side, tick: tick, minute: minute)
        case .straightRed:
            guard let slot = rng.weightedIndex(sides[side].bookingWeights) else { return }
            sendOff(side: side, slot: slot, tick: tick, minute: minute)
        case .injury: injure(side: side, tick: tick, minute: minute)
        case .substitution:
            guard sides[side].canSubstitute,
                  let swap = sides[side].tacticalSubstitution(minute: minute, using: &rng) else { return }
            record(.substitution, side: side, player: swap.off, other: swap.on, tick: tick, minute: minute)
            updateExpectation()
        }
    }

    private mutating func scoreGoal(side: Int, tick: Int, minute: Int) {
        guard let scorer = rng.weightedIndex(sides[side].scoringWeights) else { return }
        let assister = rng.chance(Self.assistShare)
            ? rng.weightedIndex(sides[side].assistWeights, excluding: scorer) : nil
        let scorerNumber = sides[side].onPitch[scorer]
        let assisterNumber = assister.map { sides[side].onPitch[$0] }
        sides[side].creditGoal(scorer: scorerNumber, assister: assisterNumber)
        goals[side] += 1
        tally.countGoal(side: side)
        record(.goal, side: side, player: scorerNumber, other: assisterNumber, tick: tick, minute: minute)
        updateGoalChances()
    }

    /// A second booking is a red card: the first yellow stays on the record, the second shows as the red.
    private mutating func book(side: Int, tick: Int, minute: Int) {
        guard let slot = rng.weightedIndex(sides[side].bookingWeights) else { return }
        let number = sides[side].onPitch[slot]
        if sides[side].ledger[number].yellowCards > 0 {
            sendOff(side: side, slot: slot, tick: tick, minute: minute)
        } else {
            sides[side].caution(slot: slot)
            tally.countCard(side: side, red: false)
            record(.yellowCard, side: side, player: number, other: nil, tick: tick, minute: minute)
        }
    }

    private mutating func sendOff(side: Int, slot: Int, tick: Int, minute: Int) {
        let number = sides[side].onPitch[slot]
        tally.countCard(side: side, red: true)
        record(.redCard, side: side, player: number, other: nil, tick: tick, minute: minute)
        if let swap = sides[side].sendOff(slot: slot, minute: minute) {
            record(.substitution, side: side, player: swap.off, other: swap.on, tick: tick, minute: minute)
        }
        updateExpectation()
    }

    private mutating func injure(side: Int, tick: Int, minute: Int) {
        let slot = rng.index(below: sides[side].onPitch.count)
        let number = sides[side].onPitch[slot]
        record(.injury, side: side, player: number, other: nil, tick: tick, minute: minute)
        if let swap = sides[side].injure(slot: slot, minute: minute) {
            record(.substitution, side: side, player: swap.off, other: swap.on, tick: tick, minute: minute)
        }
        updateExpectation()
    }

    private mutating func record(_ kind: CoreEvent.Kind, side: Int, player: Int, other: Int?, tick: Int, minute: Int) {
        events.append(CoreEvent(tick: tick, minute: minute, kind: kind, side: side, player: player, other: other))
    }

    private mutating func updateExpectation() {
        let pair = StrengthModel.expectedGoals(home: sides[0].strength, away: sides[1].strength,
                                               format: format)
        let instructions = sides.map(\.instruction)
        expected = [pair.home * Self.factor(for: instructions[0], instructions[1]),
                    pair.away * Self.factor(for: instructions[1], instructions[0])]
        updateGoalChances()
    }

    /// What a side's instruction and its opponent's do to the side's expected goals: attacking makes more
    /// chances and leaves room for the other side's; parking the bus gives up the first to deny the second.
    static func factor(for own: TeamInstruction, _ opponent: TeamInstruction) -> Double {
        let attacking = switch own {
        case .attack: 1.25
        case .hold: 1.0
        case .parkTheBus: 0.55
        }
        let defending = switch opponent {
        case .attack: 1.15
        case .hold: 1.0
        case .parkTheBus: 0.65
        }
        return attacking * defending
    }

    /// The goal chances per tick, and for the tally what each side's chances are worth before the match settles.
    private mutating func updateGoalChances() {
        var attack = (home: 0.0, away: 0.0)
        let period = clock.hasExtraTime ? Self.extraTimeFactor : 1
        for side in 0..<2 {
            let lead = Self.gameStateFactor(margin: goals[side] - goals[1 - side])
            let worth = expected[side] * tempo * period * lead / MatchClock.expectedTicks
            if side == 0 { attack.home = worth } else { attack.away = worth }
            goalChance[side] = expected[side] * tempo * period * (lead * Self.goalCountFactor(total: goals[0] + goals[1]))
                / MatchClock.expectedTicks
        }
        tally.expect(attack: attack, margin: goals[0] - goals[1])
    }
}
