import GameModels

/// Tells the story of a match the core has already decided: kick-off, the core's events with their lines,
/// every shot the core counted, its offsides and some of its fouls and corners, and in the quiet ticks the colour (possession,
/// whimsy). It draws from its own generator, so the story can never change the result or the numbers, and
/// mentions only players then on the pitch.
///
/// Every attack it tells ends in the same tick (a save, a block or a miss as counted; a goal when the core
/// scored one), told for one finish throughout. A tick tells its core events, a goal with its build-up, then
/// its counted moments; a quiet tick before a goal in the same minute leans towards the scoring side.
/// The story is told tick by tick and looks no further ahead than the current minute, so re-telling a
/// match whose events change after minute m never rewrites a line up to m.
struct Narrator {
    /// Keeps the narration's stream apart from the core's, though both come from the match seed.
    static let seedSalt: UInt64 = 0x4E41_5252_4154_4F52
    static let possessionChance = 0.12
    /// A foul without a card is told this often, while the match has a line left for it.
    static let foulShare = 0.5
    /// A corner is told this often, while the match has a line left for it.
    static let cornerShare = 0.5
    static let whimsyChance = 0.012
    /// How often a shot line comes between a chance and its outcome, and between a goal's build-up and it.
    static let shotShare = 0.55
    static let goalShotShare = 0.3
    /// How each way a counted shot ends is told, by `TallyMoment.ShotEnding`'s raw value.
    static let endingKinds: [CommentaryKind] = [.save, .block, .miss]
    /// How far possession and chances lean towards the side expected to score more (0: even, 1: fully).
    static let leanTowardsFavourite = 0.6

    private let outcome: CoreOutcome
    private let names: MatchNames
    private var rng: SeededRandomNumberGenerator
    private var dealer: LineDealer
    private var onPitch: [[Int]]
    private var booked: [Set<Int>] = [[], []]
    private var score = [0, 0]
    private var events: [MatchEvent] = []
    private let homeShare: Double

    /// A player by side and sheet number: the second player of a line may belong to either side.
    private struct Actor {
        let side: Int
        let number: Int
    }

    /// When a line is told.
    private struct Moment {
        let minute: Int
        let label: String
    }

    /// `names`: how this match calls its players, built from both squads.
    static func narrate(_ outcome: CoreOutcome, seed: UInt64, names: MatchNames) -> [MatchEvent] {
        var narrator = Narrator(outcome: outcome, seed: seed, names: names)
        narrator.run()
        return narrator.events
    }

    private init(outcome: CoreOutcome, seed: UInt64, names: MatchNames) {
        self.outcome = outcome
        self.names = names
        rng = SeededRandomNumberGenerator(seed: seed ^ Self.seedSalt)
        dealer = LineDealer(using: &rng)
        onPitch = outcome.sheets.map { Array(0..<$0.starterCount) }
        let expected = outcome.expectedGoals
        let favourite = expected.home / max(expected.home + expected.away, .ulpOfOne)
        homeShare = 0.5 + (favourite - 0.5) * Self.leanTowardsFavourite
    }

    private mutating func run() {
        let clock = outcome.clock
        say(.kickOff, as: .kickOff, at: Moment(minute: 0, label: "0"), side: nil)
        var next = 0
        var nextMoment = 0
        for tick in 0..<clock.ticks {
            let moment = Moment(minute: clock.minute(at: tick), label: clock.label(at: tick))
            if clock.startsHalf(tick) {
                say(Self.halfStarts[clock.halfIndex(at: tick) - 1], as: .kickOff, at: moment, side: nil)
            }
            var told = false
            while next < outcome.events.count, outcome.events[next].tick == tick {
                tell(outcome.events[next], at: moment)
                next += 1
                told = true
            }
            while nextMoment < outcome.moments.count, outcome.moments[nextMoment].tick == tick {
                tell(outcome.moments[nextMoment], at: moment)
                nextMoment += 1
                told = true
            }
            if !told { colour(at: moment, towards: scorerLaterInMinute(from: next, minute: moment.minute)) }
            if tick == clock.secondHalfStart - 1 {
                say(.halfTime, as: .halfTime, at: moment, side: nil)
            }
        }
        let last = clock.ticks - 1
        let end = Moment(minute: clock.minute(at: last), label: clock.label(at: last))
        if outcome.shootout.isEmpty {
            say(.fullTime, as: .fullTime, at: end, side: nil)
        } else {
            tellShootout(at: end)
        }
    }

    /// What starts each half after the first: the second half, extra time, its second period.
    private static let halfStarts: [CommentaryKind] = [.secondHalf, .extraTime, .extraTimeHalf]

    /// Every kick in the order taken, with the shootout's score after it, then the winner.
    private mutating func tellShootout(at moment: Moment) {
        say(.shootoutStart, as: .fullTime, at: moment, side: nil)
        var pens = [0, 0]
        for kick in outcome.shootout {
            if kick.outcome == .scored { pens[kick.side] += 1 }
            let kind: CommentaryKind = switch kick.outcome {
            case .scored: .penaltyScored
            case .saved: .penaltySaved
            case .missed: .penaltyMissed
            }
            let keeper = kick.keeper.map { Actor(side: 1 - kick.side, number: $0) }
            var values = values(side: kick.side, player: kick.taker, other: keeper, label: moment.label)
            values.pens = "\(pens[0])-\(pens[1])"
            let line = values.render(coreLine(kind, other: keeper != nil).template)
            events.append(MatchEvent(minute: moment.minute, kind: .penalty, teamId: outcome.sheets[kick.side].teamId,
                                     playerId: outcome.sheets[kick.side].playerId(kick.taker),
                                     otherPlayerId: line.mentions.contains(.other)
                                        ? keeper.map { player($0).id } : nil,
                                     commentary: line.text))
        }
        let winner = pens[0] > pens[1] ? 0 : 1
        var values = values(side: winner, player: nil, other: nil, label: moment.label)
        values.pens = "\(pens[winner])-\(pens[1 - winner])"
        let line = values.render(coreLine(.shootoutWon, other: false).template)
        events.append(MatchEvent(minute: moment.minute, kind: .fullTime, teamId: outcome.sheets[winner].teamId,
                                 commentary: line.text))
    }

    /// The side of the next goal if it falls later in this minute (several ticks share minutes 45 and 90).
    private func scorerLaterInMinute(from next: Int, minute: Int) -> Int? {
        outcome.events[next...].prefix { $0.minute == minute }.first { $0.kind == .goal }?.side
    }

    // MARK: The core's events

    private mutating func tell(_ event: CoreEvent, at moment: Moment) {
        let side = event.side
        let kind: CommentaryKind
        switch event.kind {
        case .goal:
            tellGoal(event, at: moment)
            return
        case .yellowCard:
            booked[side].insert(event.player)
            kind = .yellowCard
        case .redCard:
            kind = booked[side].contains(event.player) ? .secondYellow : .redCard
            leave(side: side, player: event.player)
        case .injury:
            kind = .injury
            leave(side: side, player: event.player)
        case .substitution:
            kind = .substitution
            leave(side: side, player: event.player)
            if let substitute = event.other { onPitch[side].append(substitute) }
        }
        let other = event.other.map { Actor(side: side, number: $0) }
        record(event, line: coreLine(kind, other: other != nil), other: other, at: moment)
    }

    /// The build-up (a chance, perhaps a shot) for the scorer and the assister, then the goal, all told
    /// for one finish.
    private mutating func tellGoal(_ event: CoreEvent, at moment: Moment) {
        let side = event.side
        let assister = event.other.map { Actor(side: side, number: $0) }
        let kind: CommentaryKind = assister == nil ? .soloGoal : .goal
        let odds = assister == nil ? FinishOdds.soloGoal : FinishOdds.assistedGoal
        if !odds.contains(where: { dealer.has(kind, finish: $0.finish, other: assister != nil) }) {
            dealer.refill(kind, using: &rng)
        }
        let weights = odds.map { dealer.has(kind, finish: $0.finish, other: assister != nil) ? $0.weight : 0 }
        let finish = rng.weightedIndex(weights).map { odds[$0].finish } ?? .placed
        say(.chance, as: .chance, at: moment, side: side, player: event.player, other: assister, finish: finish)
        if rng.chance(Self.goalShotShare) {
            say(.shot, as: .shot, at: moment, side: side, player: event.player, finish: finish)
        }
        score[side] += 1
        record(event, line: coreLine(kind, finish: finish, other: assister != nil), other: assister, at: moment)
    }

    /// A line for a core event, which must be told: the kind's lines start afresh if the match used them up.
    private mutating func coreLine(_ kind: CommentaryKind, finish: Finish = [], other: Bool) -> CommentaryLine {
        if let line = dealer.deal(kind, finish: finish, other: other) { return line }
        dealer.refill(kind, using: &rng)
        guard let line = dealer.deal(kind, finish: finish, other: other) else {
            preconditionFailure("the bank has no \(kind) line for \(finish)")
        }
        return line
    }

    private mutating func record(_ event: CoreEvent, line: CommentaryLine, other: Actor?, at moment: Moment) {
        let values = values(side: event.side, player: event.player, other: other, label: moment.label)
        events.append(outcome.matchEvent(event, commentary: values.render(line.template).text))
    }

    private mutating func leave(side: Int, player: Int) {
        onPitch[side].removeAll { $0 == player }
    }

    // MARK: The core's counted moments

    private mutating func tell(_ counted: TallyMoment, at moment: Moment) {
        switch counted.kind {
        case .shot(let ending):
            if let shooter = counted.player {
                tellShot(side: counted.side, shooter: shooter, stopper: counted.stopper, ending: ending, at: moment)
            }
        case .foul:
            guard let fouler = counted.player, rng.chance(Self.foulShare) else { return }
            let victim = pick(side: 1 - counted.side, weights: [0.1, 1, 1.5, 2])
            say(.foul, as: .foul, at: moment, side: counted.side, player: fouler,
                other: victim.map { Actor(side: 1 - counted.side, number: $0) })
        case .corner:
            // Most corners come to nothing worth a line; a match has a few told.
            guard rng.chance(Self.cornerShare) else { return }
            let taker = pick(side: counted.side, weights: [0, 0.5, 2, 1])
            say(.corner, as: .corner, at: moment, side: counted.side, player: taker)
        case .offside:
            say(.offside, as: .offside, at: moment, side: counted.side, player: counted.player)
        }
    }

    /// A counted shot that does not go in: its build-up, perhaps the shot, and the ending the core counted,
    /// all for one finish that has a line for each step. It must be told, so a match that has used up every
    /// fitting line hears the kind's lines again.
    /// `stopper`: the keeper who saved it or the player who blocked it, as counted.
    private mutating func tellShot(side: Int, shooter: Int, stopper: Int?, ending: TallyMoment.ShotEnding,
                                   at moment: Moment) {
        let supplier = pick(side: side, weights: [0.2, 1, 2, 1], excluding: shooter)
        let endingKind = Self.endingKinds[ending.rawValue]
        let odds = FinishOdds.chance
        var weights = finishWeights(odds, ending: endingKind, assisted: supplier != nil)
        if !weights.contains(where: { $0 > 0 }) {
            dealer.refill(.chance, using: &rng)
            dealer.refill(endingKind, using: &rng)
            weights = finishWeights(odds, ending: endingKind, assisted: supplier != nil)
        }
        let finish = rng.weightedIndex(weights).map { odds[$0].finish } ?? .placed
        let shot = Actor(side: side, number: shooter)
        say(.chance, as: .chance, at: moment, side: side, player: shooter,
            other: supplier.map { Actor(side: side, number: $0) }, finish: finish)
        if rng.chance(Self.shotShare) {
            say(.shot, as: .shot, at: moment, side: side, player: shooter, finish: finish)
        }
        if let stopper, endingKind != .miss {
            say(endingKind, as: .save, at: moment, side: 1 - side, player: stopper, other: shot, finish: finish)
        } else {
            say(.miss, as: .miss, at: moment, side: side, player: shooter, finish: finish)
        }
    }

    /// The weight of each finish of `odds` for a shot told with `ending`: none without a build-up and an
    /// ending line left that fit it.
    private func finishWeights(_ odds: FinishOdds.Table, ending: CommentaryKind, assisted: Bool) -> [Double] {
        odds.map { entry in
            dealer.has(.chance, finish: entry.finish, other: assisted)
                && dealer.has(ending, finish: entry.finish, other: ending != .miss) ? entry.weight : 0
        }
    }

    // MARK: Colour in the quiet ticks

    /// Possession or whimsy, or nothing; `towards` is a side about to score this minute, which then has the ball.
    private mutating func colour(at moment: Moment, towards scorer: Int?) {
        let drawn = rng.chance(homeShare) ? 0 : 1
        let side = scorer ?? drawn
        var ticket = rng.unit()
        if ticket < Self.possessionChance {
            let player = pick(side: side, weights: [0.2, 1.5, 3, 1])
            say(.possession, as: .possession, at: moment, side: side, player: player)
            return
        }
        ticket -= Self.possessionChance
        if ticket < Self.whimsyChance {
            let bystander = pick(side: side, weights: [1, 1, 1, 1])
            say(.whimsy, as: .whimsy, at: moment, side: side, player: bystander)
        }
    }

    /// A player of `side` on the pitch, weighted by natural position (keeper, defender, midfielder, forward).
    private mutating func pick(side: Int, weights: [Double], excluding excluded: Int? = nil) -> Int? {
        let players = onPitch[side]
        let sheet = outcome.sheets[side]
        let weighted = players.map { $0 == excluded ? 0 : weights[sheet.players[$0].natural.rawValue] }
        return rng.weightedIndex(weighted).map { players[$0] }
    }

    // MARK: Lines

    /// A line of colour, if the match has one left that fits. The event names only the club and players
    /// its line mentions, so a reader of the events sees who the commentator spoke of.
    private mutating func say(_ kind: CommentaryKind, as eventKind: MatchEvent.Kind, at moment: Moment,
                              side: Int?, player: Int? = nil, other: Actor? = nil, finish: Finish = []) {
        guard let template = dealer.deal(kind, finish: finish, other: other != nil)?.template else { return }
        let line = values(side: side, player: player, other: other, label: moment.label).render(template)
        let sheet = line.mentions.isEmpty ? nil : side.map { outcome.sheets[$0] }
        let playerId = line.mentions.contains(.player) ? player.flatMap { sheet?.playerId($0) } : nil
        let otherId = line.mentions.contains(.other) ? other.map { self.player($0).id } : nil
        events.append(MatchEvent(minute: moment.minute, kind: eventKind, teamId: sheet?.teamId, playerId: playerId,
                                 otherPlayerId: otherId, commentary: line.text))
    }

    private func player(_ actor: Actor) -> Player {
        outcome.sheets[actor.side].person(actor.number)
    }

    private func values(side: Int?, player: Int?, other: Actor?, label: String) -> CommentaryValues {
        var values = CommentaryValues()
        values.home = outcome.sheets[0].name
        values.away = outcome.sheets[1].name
        values.score = "\(score[0])-\(score[1])"
        values.minute = label
        guard let side else { return values }
        let sheet = outcome.sheets[side]
        values.team = sheet.name
        values.opponent = outcome.sheets[1 - side].name
        if let player {
            values.player = names.name(of: sheet.person(player))
            values.fullName = sheet.person(player).fullName
        }
        if let other { values.other = names.name(of: self.player(other)) }
        return values
    }
}
