/// The pairings of a single round robin by the circle method (Berger tables), as slot numbers:
/// the last slot stays put while the others rotate, and venues alternate so that every club has at most
/// one pair of consecutive home or away games in the half.
enum RoundRobin {
    typealias Pairing = (home: Int, away: Int)

    /// Rounds of a single round robin of `slotCount` slots (even, at least 2): `slotCount − 1` rounds
    /// of `slotCount / 2` pairings.
    static func rounds(slotCount: Int) -> [[Pairing]] {
        let rotating = slotCount - 1
        let rounds = (0..<rotating).map { round in
            var pairings: [Pairing] = [round.isMultiple(of: 2) ? (rotating, round) : (round, rotating)]
            for offset in 1..<(slotCount / 2) {
                let ahead = (round + offset) % rotating
                let behind = (round - offset + rotating) % rotating
                pairings.append(offset.isMultiple(of: 2) ? (behind, ahead) : (ahead, behind))
            }
            return pairings
        }
        // Starting three rounds into the cycle leaves no club with a break on the first or last round of
        // the half, where the mirrored second half (which flips each club's first venue) would stretch
        // it to three in a row. Holds for every even count from 6 up (4 clubs cannot avoid it).
        let start = startRound % rotating
        return Array(rounds[start...] + rounds[..<start])
    }

    private static let startRound = 3
}
