import GameModels

/// A penalty shootout between the sides as they finished extra time: the coin decides who kicks first, the sides
/// alternate, five kicks each and then sudden death, and it stops the moment one side cannot be caught. Each
/// kick's chance comes from the taker's shooting against the keeper, around the real 75 %. It draws from its
/// own generator, so a shootout never changes the match before it.
struct Shootout {
    static let seedSalt: UInt64 = 0x5045_4E41_4C54_4945
    /// An average taker against an average keeper (both rated 60).
    static let baseChance = 0.775
    static let takerEdge = 0.004
    static let keeperEdge = 0.004
    static let chanceRange = 0.55...0.93
    /// Of the kicks that fail, the keeper saves this share; the rest miss the target.
    static let savedShare = 0.7
    static let roundsBeforeSuddenDeath = 5

    /// A kick by sheet number: `side` 0 is home.
    struct Kick: Sendable, Equatable {
        let side: Int
        let taker: Int
        let keeper: Int?
        let outcome: PenaltyKick.Outcome
    }

    static func play(_ sides: [SideState], seed: UInt64) -> [Kick] {
        var rng = SeededRandomNumberGenerator(seed: seed ^ seedSalt)
        let takers = sides.map(order)
        let keepers = sides.map(keeper)
        var kicker = rng.chance(0.5) ? 0 : 1
        var taken = [0, 0]
        var scored = [0, 0]
        var kicks: [Kick] = []
        while !decided(taken: taken, scored: scored), !takers[0].isEmpty, !takers[1].isEmpty {
            let side = kicker
            let taker = takers[side][taken[side] % takers[side].count]
            let keeper = keepers[1 - side]
            let chance = chanceOfScoring(taker: skill(of: taker, in: sides[side]),
                                         keeper: keeper.map { gloves(of: $0, in: sides[1 - side]) } ?? 0)
            let outcome: PenaltyKick.Outcome = rng.chance(chance) ? .scored : rng.chance(savedShare) ? .saved : .missed
            kicks.append(Kick(side: side, taker: taker, keeper: keeper?.number, outcome: outcome))
            taken[side] += 1
            if outcome == .scored { scored[side] += 1 }
            kicker = 1 - side
        }
        return kicks
    }

    static func chanceOfScoring(taker: Double, keeper: Double) -> Double {
        let chance = baseChance + takerEdge * (taker - 60) - keeperEdge * (keeper - 60)
        return min(max(chance, chanceRange.lowerBound), chanceRange.upperBound)
    }

    /// Over when one side cannot catch up with the kicks it has left of its five, or, in sudden death, when a
    /// round ends with the sides apart.
    static func decided(taken: [Int], scored: [Int]) -> Bool {
        let regular = roundsBeforeSuddenDeath
        if taken[0] < regular || taken[1] < regular {
            let left = taken.map { max(0, regular - $0) }
            return scored[0] + left[0] < scored[1] || scored[1] + left[1] < scored[0]
        }
        return taken[0] == taken[1] && scored[0] != scored[1]
    }

    /// The side's players on the pitch, best penalty takers first; the keeper goes last.
    private static func order(_ side: SideState) -> [Int] {
        side.onPitch.indices.sorted { lhs, rhs in
            let left = (side.lines[lhs] == .keeper ? 0 : 1000) + skill(of: side.onPitch[lhs], in: side)
            let right = (side.lines[rhs] == .keeper ? 0 : 1000) + skill(of: side.onPitch[rhs], in: side)
            return left != right ? left > right : lhs < rhs
        }.map { side.onPitch[$0] }
    }

    private static func keeper(_ side: SideState) -> (number: Int, slot: Int)? {
        side.lines.firstIndex(of: .keeper).map { (side.onPitch[$0], $0) }
    }

    private static func skill(of number: Int, in side: SideState) -> Double {
        side.sheet.players[number].penaltyTaking * side.fresh[number]
    }

    private static func gloves(of keeper: (number: Int, slot: Int), in side: SideState) -> Double {
        side.sheet.players[keeper.number].rating(in: .keeper) * side.fresh[keeper.number]
    }
}
