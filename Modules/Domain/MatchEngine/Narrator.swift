import GameModels

/// Tells the story of a match the core has already decided: kick-off, the core's events with their lines,
/// and between them the colour (possession, chances, shots, saves, misses, fouls, whimsy). It draws from its
/// own generator, so the story can never change the result, and mentions only players then on the pitch.
struct Narrator {
    /// Keeps the narration's stream apart from the core's, though both come from the match seed.
    static let seedSalt: UInt64 = 0x4E41_5252_4154_4F52
    static let possessionChance = 0.12
    static let attackChance = 0.09
    static let foulChance = 0.07
    static let whimsyChance = 0.012
    static let shotShare = 0.65
    static let saveShare = 0.5
    /// How far possession and chances lean towards the side expected to score more (0: even, 1: fully).
    static let leanTowardsFavourite = 0.6

    private let outcome: CoreOutcome
    private var rng: SeededRandomNumberGenerator
    private var bags = CommentaryKind.allCases.map { LineBag(count: CommentaryBank.lines(for: $0).count) }
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

    static func narrate(_ outcome: CoreOutcome, seed: UInt64) -> [MatchEvent] {
        var narrator = Narrator(outcome: outcome, seed: seed)
        narrator.run()
        return narrator.events
    }

    private init(outcome: CoreOutcome, seed: UInt64) {
        self.outcome = outcome
        rng = SeededRandomNumberGenerator(seed: seed ^ Self.seedSalt)
        onPitch = outcome.sheets.map { Array(0..<$0.starterCount) }
        let expected = outcome.expectedGoals
        let favourite = expected.home / max(expected.home + expected.away, .ulpOfOne)
        homeShare = 0.5 + (favourite - 0.5) * Self.leanTowardsFavourite
    }

    private mutating func run() {
        let clock = outcome.clock
        say(.kickOff, as: .kickOff, minute: 0, label: "0", side: nil)
        var next = 0
        for tick in 0..<clock.ticks {
            if tick == clock.secondHalfStart {
                say(.secondHalf, as: .kickOff, minute: clock.minute(at: tick), label: clock.label(at: tick), side: nil)
            }
            colour(tick: tick)
            while next < outcome.events.count, outcome.events[next].tick == tick {
                narrate(outcome.events[next], label: clock.label(at: tick))
                next += 1
            }
            if tick == clock.secondHalfStart - 1 {
                say(.halfTime, as: .halfTime, minute: clock.minute(at: tick), label: clock.label(at: tick), side: nil)
            }
        }
        let last = clock.ticks - 1
        say(.fullTime, as: .fullTime, minute: clock.minute(at: last), label: clock.label(at: last), side: nil)
    }

    // MARK: The core's events

    private mutating func narrate(_ event: CoreEvent, label: String) {
        let side = event.side
        let kind: CommentaryKind
        switch event.kind {
        case .goal:
            score[side] += 1
            kind = event.other == nil ? .soloGoal : .goal
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
        let values = self.values(side: side, player: event.player,
                                 other: event.other.map { Actor(side: side, number: $0) }, label: label)
        events.append(outcome.matchEvent(event, commentary: line(kind, values).text))
    }

    private mutating func leave(side: Int, player: Int) {
        onPitch[side].removeAll { $0 == player }
    }

    // MARK: Colour between the core's events

    private mutating func colour(tick: Int) {
        let minute = outcome.clock.minute(at: tick)
        let label = outcome.clock.label(at: tick)
        let side = rng.chance(homeShare) ? 0 : 1
        var ticket = rng.unit()
        if ticket < Self.possessionChance {
            let player = pick(side: side, weights: [0.2, 1.5, 3, 1])
            say(.possession, as: .possession, minute: minute, label: label, side: side, player: player)
            return
        }
        ticket -= Self.possessionChance
        if ticket < Self.attackChance {
            attack(side: side, minute: minute, label: label)
            return
        }
        ticket -= Self.attackChance
        if ticket < Self.foulChance {
            let fouler = pick(side: side, weights: [0.1, 2, 1.5, 1])
            let victim = pick(side: 1 - side, weights: [0.1, 1, 1.5, 2]).map { Actor(side: 1 - side, number: $0) }
            say(.foul, as: .foul, minute: minute, label: label, side: side, player: fouler, other: victim)
            return
        }
        ticket -= Self.foulChance
        if ticket < Self.whimsyChance {
            let bystander = pick(side: side, weights: [1, 1, 1, 1])
            say(.whimsy, as: .whimsy, minute: minute, label: label, side: side, player: bystander)
        }
    }

    /// A chance, perhaps a shot, and then a save or a miss; never a goal, which only the core decides.
    private mutating func attack(side: Int, minute: Int, label: String) {
        let attacker = pick(side: side, weights: [0, 0.6, 2, 3])
        say(.chance, as: .chance, minute: minute, label: label, side: side, player: attacker)
        guard rng.chance(Self.shotShare) else { return }
        say(.shot, as: .shot, minute: minute, label: label, side: side, player: attacker)
        if rng.chance(Self.saveShare), let keeper = keeper(of: 1 - side) {
            say(.save, as: .save, minute: minute, label: label, side: 1 - side, player: keeper,
                other: attacker.map { Actor(side: side, number: $0) })
        } else {
            say(.miss, as: .miss, minute: minute, label: label, side: side, player: attacker)
        }
    }

    /// A player of `side` on the pitch, weighted by natural position (keeper, defender, midfielder, forward).
    private mutating func pick(side: Int, weights: [Double]) -> Int? {
        let players = onPitch[side]
        let sheet = outcome.sheets[side]
        let weighted = players.map { weights[sheet.players[$0].natural.rawValue] }
        return rng.weightedIndex(weighted).map { players[$0] }
    }

    private func keeper(of side: Int) -> Int? {
        let sheet = outcome.sheets[side]
        return onPitch[side].max { sheet.players[$0].rating(in: .keeper) < sheet.players[$1].rating(in: .keeper) }
    }

    // MARK: Lines

    /// A line of colour. The event names only the club and players its line mentions, so a reader of the
    /// events sees who the commentator spoke of.
    private mutating func say(_ kind: CommentaryKind, as eventKind: MatchEvent.Kind, minute: Int, label: String,
                              side: Int?, player: Int? = nil, other: Actor? = nil) {
        let line = line(kind, values(side: side, player: player, other: other, label: label))
        let sheet = line.mentions.isEmpty ? nil : side.map { outcome.sheets[$0] }
        let playerId = line.mentions.contains(.player) ? player.flatMap { sheet?.person($0).id } : nil
        let otherId = line.mentions.contains(.other) ? other.map { self.player($0).id } : nil
        events.append(MatchEvent(minute: minute, kind: eventKind, teamId: sheet?.teamId, playerId: playerId,
                                 otherPlayerId: otherId, commentary: line.text))
    }

    private mutating func line(_ kind: CommentaryKind, _ values: CommentaryValues)
        -> (text: String, mentions: CommentaryValues.Mentions) {
        values.render(CommentaryBank.lines(for: kind)[bags[kind.rawValue].draw(using: &rng)])
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
            values.player = sheet.person(player).lastName
            values.fullName = sheet.person(player).fullName
        }
        if let other { values.other = self.player(other).lastName }
        return values
    }
}
