import GameModels

/// One side during a match: who is on the pitch and in which line, who is left on the bench, what each
/// player has done, and the strength and weights that follow from it (refreshed after every change).
struct SideState: Sendable {
    /// The changes a computer (or the assistant from kick-off) makes; a manager may use the laws' five.
    static let computerSubstitutions = 3

    /// A substitution: the player going off and the one coming on, by sheet number.
    struct Swap: Sendable, Equatable {
        let off: Int
        let on: Int
    }
    /// A booked player tackles with care, so second yellows stay rarer than first ones.
    static let bookedCaution = 0.3

    let sheet: TeamSheet
    /// Sheet numbers of the players on the pitch, and the line each plays in.
    private(set) var onPitch: [Int]
    private(set) var lines: [PitchLine]
    private(set) var bench: [Int]
    private(set) var substitutionsMade = 0
    private(set) var ledger: [PlayerLedger]
    private(set) var strength: SideStrength
    private(set) var formation: Formation {
        didSet { lean = FormationLean(formation) }
    }
    private var lean: FormationLean
    private(set) var instruction = TeamInstruction.hold
    /// Managed by the user: no change is made for him, and an injured player's place stays empty until he
    /// fills it (`vacated`), unless the assistant takes over.
    private(set) var managed: Bool
    private(set) var substitutionLimit: Int
    /// Minutes (half time aside) at which the manager has made substitutions: the laws allow three stops.
    private(set) var stops: Set<Int> = []
    /// Injured players of a managed side whose place is empty, with the line they played in.
    private(set) var vacated: [(number: Int, line: PitchLine)] = []
    /// The share of his kick-off rating each player (by sheet number) keeps as he tires.
    private(set) var fresh: [Double]
    /// Parallel to `onPitch`.
    private(set) var scoringWeights: [Double]
    private(set) var assistWeights: [Double]
    private(set) var bookingWeights: [Double]
    /// The sums of `scoringWeights` and `bookingWeights`, for the tally's draws of who shot or fouled.
    private(set) var scoringTotal = 0.0
    private(set) var bookingTotal = 0.0

    init(sheet: TeamSheet, managed: Bool = false) {
        self.sheet = sheet
        self.managed = managed
        substitutionLimit = managed ? SubstitutionRule.maxSubstitutions : Self.computerSubstitutions
        formation = sheet.formation
        lean = FormationLean(sheet.formation)
        onPitch = Array(0..<sheet.starterCount)
        lines = sheet.starterLines
        bench = Array(sheet.starterCount..<sheet.players.count)
        ledger = sheet.players.indices.map { $0 < sheet.starterCount ? PlayerLedger(startMinute: 0) : PlayerLedger() }
        fresh = Array(repeating: 1, count: sheet.players.count)
        strength = SideStrength(sheet: sheet, onPitch: onPitch, lines: lines, lean: lean, fresh: fresh)
        scoringWeights = []
        assistWeights = []
        bookingWeights = []
        scoringWeights.reserveCapacity(sheet.starterCount)
        assistWeights.reserveCapacity(sheet.starterCount)
        bookingWeights.reserveCapacity(sheet.starterCount)
        reweigh()
    }

    /// Extra time brings one more change.
    mutating func allowExtraTimeSubstitute() {
        substitutionLimit += 1
    }

    var canSubstitute: Bool { substitutionsMade < substitutionLimit && !bench.isEmpty }

    /// A player's condition at `minute`: his kick-off fitness less what the minutes on the pitch took.
    func condition(of number: Int, at minute: Int) -> Double {
        let player = sheet.players[number]
        guard let start = ledger[number].startMinute else { return player.fitness }
        let played = (ledger[number].endMinute ?? minute) - start
        return InMatchFatigue.condition(kickOff: player.fitness, physical: player.physical,
                                        minutesPlayed: max(0, played))
    }

    /// Everyone on the pitch tires to `minute`; the strength follows (the weights do not depend on it).
    mutating func tire(to minute: Int) {
        for number in onPitch {
            fresh[number] = InMatchFatigue.ratingShare(kickOff: sheet.players[number],
                                                       condition: condition(of: number, at: minute))
        }
        strength = SideStrength(sheet: sheet, onPitch: onPitch, lines: lines, lean: lean, fresh: fresh)
    }

    // MARK: The manager's changes

    /// Applies a change already checked by `MatchSituation.violation(of:)`; returns the substitutions it
    /// makes (the assistant taking over fills every empty place the bench allows).
    /// `minute` is the one the change is made in, the first after `change.minute`'s.
    mutating func apply(_ change: MatchChange, minute: Int) -> [Swap] {
        switch change.kind {
        case .substitution(let offId, let onId):
            guard let off = number(of: offId), let on = number(of: onId), bench.contains(on) else { return [] }
            if change.minute != SubstitutionRule.halfTimeMinute { stops.insert(change.minute) }
            if let place = vacated.firstIndex(where: { $0.number == off }) {
                return [fill(place, with: on, minute: minute)]
            }
            guard let slot = onPitch.firstIndex(of: off), canSubstitute else { return [] }
            let swap = bringOn(on, at: slot, line: lines[slot], minute: minute)
            refresh()
            return [swap]
        case .formation(let newFormation):
            formation = newFormation
            lines = TeamSheet.lines(for: onPitch.map { sheet.players[$0] }, formation: newFormation)
            ensureKeeper()
            refresh()
            return []
        case .instruction(let newInstruction):
            instruction = newInstruction
            return []
        case .assistantTakesOver:
            managed = false
            var swaps: [Swap] = []
            while !vacated.isEmpty, canSubstitute,
                  let on = Self.benchPick(for: vacated[0].line, from: bench, of: sheet.players) {
                swaps.append(fill(0, with: on, minute: minute))
            }
            return swaps
        }
    }

    /// The sheet number of the player with `id`.
    func number(of id: String) -> Int? {
        sheet.players.indices.first { sheet.playerId($0) == id }
    }

    /// The bench player the assistant would bring on for `line`.
    func suggestedSubstitute(for line: PitchLine) -> Int? {
        canSubstitute ? benchPick(for: line) : nil
    }

    private mutating func fill(_ place: Int, with substitute: Int, minute: Int) -> Swap {
        let (injured, line) = vacated.remove(at: place)
        ledger[substitute].startMinute = minute
        onPitch.append(substitute)
        lines.append(line)
        bench.removeAll { $0 == substitute }
        substitutionsMade += 1
        refresh()
        return Swap(off: injured, on: substitute)
    }

    /// The line a player who took part played last: where he stands now, or where he was when he went off.
    func lastLine(of number: Int) -> PitchLine? {
        ledger[number].lineWhenOff ?? onPitch.firstIndex(of: number).map { lines[$0] }
    }

    mutating func creditGoal(scorer: Int, assister: Int?) {
        ledger[scorer].goals += 1
        if let assister { ledger[assister].assists += 1 }
    }

    /// A first booking; a booked player is less likely to be booked again.
    mutating func caution(slot: Int) {
        ledger[onPitch[slot]].yellowCards += 1
        bookingTotal -= bookingWeights[slot] * (1 - Self.bookedCaution)
        bookingWeights[slot] *= Self.bookedCaution
    }

    mutating func sendOff(slot: Int, minute: Int) -> Swap? {
        ledger[onPitch[slot]].redCards += 1
        return leave(slot: slot, minute: minute)
    }

    /// A red card (straight or a second booking): the player leaves for good. A side that loses its keeper
    /// brings on the bench keeper for an outfielder if it can (the returned swap), else an outfielder goes in goal.
    private mutating func leave(slot: Int, minute: Int) -> Swap? {
        let wasKeeper = lines[slot] == .keeper
        remove(slot: slot, minute: minute)
        var swap: Swap?
        if wasKeeper, !managed, canSubstitute,
           let keeper = bench.first(where: { sheet.players[$0].natural == .keeper }),
           let sacrificed = leastNeededOutfielder() {
            swap = bringOn(keeper, at: sacrificed, line: .keeper, minute: minute)
        }
        ensureKeeper()
        refresh()
        return swap
    }

    /// An injured player is replaced if the bench allows it (the returned swap), else the side plays on short.
    mutating func injure(slot: Int, minute: Int) -> Swap? {
        ledger[onPitch[slot]].injured = true
        if managed {
            vacated.append((onPitch[slot], lines[slot]))
        } else if let swap = replace(slot: slot, minute: minute) {
            return swap
        }
        remove(slot: slot, minute: minute)
        ensureKeeper()
        refresh()
        return nil
    }

    /// A manager's change: the most tired or least effective starter (a booked one is more likely to go)
    /// makes way for the bench player who suits his line best. Keepers stay on.
    mutating func tacticalSubstitution(minute: Int, using rng: inout SeededRandomNumberGenerator) -> Swap? {
        var chosen: Int?
        var lowest = Double.infinity
        for (slot, number) in onPitch.enumerated() where lines[slot] != .keeper && ledger[number].startMinute == 0 {
            let player = sheet.players[number]
            let tiredness = (100 - player.fitness) * 0.3
                + Double(minute) * (1 - player.physical / 100) * 0.15
            let booked = ledger[number].yellowCards > 0 ? 4.0 : 0
            let score = player.rating(in: lines[slot]) - tiredness - booked + rng.unit() * 8
            if score < lowest {
                lowest = score
                chosen = slot
            }
        }
        guard let slot = chosen else { return nil }
        return replace(slot: slot, minute: minute)
    }

    private mutating func replace(slot: Int, minute: Int) -> Swap? {
        guard canSubstitute, let substitute = Self.benchPick(for: lines[slot], from: bench, of: sheet.players) else {
            return nil
        }
        let swap = bringOn(substitute, at: slot, line: lines[slot], minute: minute)
        refresh()
        return swap
    }

    private mutating func bringOn(_ substitute: Int, at slot: Int, line: PitchLine, minute: Int) -> Swap {
        let off = onPitch[slot]
        ledger[off].endMinute = minute
        ledger[off].lineWhenOff = lines[slot]
        ledger[substitute].startMinute = minute
        onPitch[slot] = substitute
        lines[slot] = line
        bench.removeAll { $0 == substitute }
        substitutionsMade += 1
        return Swap(off: off, on: substitute)
    }

    private mutating func remove(slot: Int, minute: Int) {
        ledger[onPitch[slot]].endMinute = minute
        ledger[onPitch[slot]].lineWhenOff = lines[slot]
        onPitch.remove(at: slot)
        lines.remove(at: slot)
    }

    /// The bench player for `line`: a natural one if there is one, else the outfielder who rates best
    /// there (for the keeper's place, the best gloves on the bench). Keepers never come on in the outfield.
    private func benchPick(for line: PitchLine) -> Int? {
        Self.benchPick(for: line, from: bench, of: sheet.players)
    }

    /// `benchPick(for:)` on what it reads: called from a change (a mutating method), a method of the whole side
    /// was handed a copy of it, every array retained.
    private static func benchPick(for line: PitchLine, from bench: [Int], of players: [MatchPlayer]) -> Int? {
        var best: (number: Int, natural: Bool, rating: Double)?
        for number in bench {
            let player = players[number]
            let natural = player.natural == line
            guard natural || line == .keeper || player.natural != .keeper else { continue }
            let rating = player.rating(in: line)
            if let current = best,
               current.natural && !natural || current.natural == natural && current.rating >= rating {
                continue
            }
            best = (number, natural, rating)
        }
        return best?.number
    }

    /// The outfielder to sacrifice for a substitute keeper: forwards first, the weakest among them.
    private func leastNeededOutfielder() -> Int? {
        let outfield = onPitch.indices.filter { lines[$0] != .keeper }
        return outfield.min { lhs, rhs in
            let left = (lines[lhs] == .attack ? 0 : 100) + sheet.players[onPitch[lhs]].rating(in: lines[lhs])
            let right = (lines[rhs] == .attack ? 0 : 100) + sheet.players[onPitch[rhs]].rating(in: lines[rhs])
            return left < right
        }
    }

    /// With no keeper left on the pitch, the outfielder with the best gloves takes over in goal.
    private mutating func ensureKeeper() {
        guard !lines.contains(.keeper), !onPitch.isEmpty else { return }
        let gloves = onPitch.map { sheet.players[$0].rating(in: .keeper) }
        if let slot = gloves.indices.max(by: { gloves[$0] < gloves[$1] }) { lines[slot] = .keeper }
    }

    /// Works the strength and the weights out again after a change, writing the weights into the arrays the side
    /// already holds (a change a few times a match should not allocate three arrays).
    private mutating func refresh() {
        strength = SideStrength(sheet: sheet, onPitch: onPitch, lines: lines, lean: lean, fresh: fresh)
        reweigh()
    }

    /// Each player's weights of scoring, setting up and being booked in the line he plays, parallel to `onPitch`,
    /// and their sums.
    private mutating func reweigh() {
        scoringWeights.removeAll(keepingCapacity: true)
        assistWeights.removeAll(keepingCapacity: true)
        bookingWeights.removeAll(keepingCapacity: true)
        for (slot, number) in onPitch.enumerated() {
            let player = sheet.players[number]
            scoringWeights.append(player.scoringWeight(in: lines[slot]))
            assistWeights.append(player.assistWeight(in: lines[slot]))
            let caution = ledger[number].yellowCards > 0 ? Self.bookedCaution : 1
            bookingWeights.append(player.bookingWeight(in: lines[slot]) * caution)
        }
        scoringTotal = scoringWeights.reduce(0, +)
        bookingTotal = bookingWeights.reduce(0, +)
    }
}
