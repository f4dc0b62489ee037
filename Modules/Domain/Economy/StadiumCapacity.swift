import GameModels

/// A club's ground. Nothing stores it yet: it is drawn from the world seed and the club's id within its
/// tier's range, so the same club always gets the same ground in the same tier. A later step should store
/// the capacity a club starts with, so that promotion does not rebuild its stadium.
public enum StadiumCapacity {
    /// Seats, to the hundred.
    public static func of(teamId: String, tier: Int, worldSeed: UInt64) -> Int {
        let range = TierEconomy.of(tier: tier).capacityRange
        var rng = SeededRandomNumberGenerator(seed: seed(teamId: teamId, worldSeed: worldSeed))
        return Int.random(in: range, using: &rng) / 100 * 100
    }

    /// The id's bytes folded one at a time through the game's seeded generator: stable on every platform,
    /// unlike Swift's `Hasher`.
    private static func seed(teamId: String, worldSeed: UInt64) -> UInt64 {
        teamId.utf8.reduce(worldSeed) { state, byte in
            var rng = SeededRandomNumberGenerator(seed: state ^ UInt64(byte))
            return rng.next()
        }
    }
}
