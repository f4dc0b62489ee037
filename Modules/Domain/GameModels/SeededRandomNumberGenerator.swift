/// A deterministic generator (xoshiro256**, seeded through SplitMix64): the same seed replays the same
/// world and the same matches on every platform, which the system generator can never promise.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    /// Expands the seed with SplitMix64, as the xoshiro authors advise, so that neighbouring seeds
    /// (0, 1, 2…) start from unrelated states and the state is never all zero.
    public init(seed: UInt64) {
        var splitMix = seed
        s0 = Self.splitMix64(&splitMix)
        s1 = Self.splitMix64(&splitMix)
        s2 = Self.splitMix64(&splitMix)
        s3 = Self.splitMix64(&splitMix)
    }

    public mutating func next() -> UInt64 {
        let result = Self.rotateLeft(s1 &* 5, by: 7) &* 9
        let shifted = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= shifted
        s3 = Self.rotateLeft(s3, by: 45)
        return result
    }

    /// One SplitMix64 step: the mix of the advanced state (`SeedMixing.splitMix` adds the step itself).
    private static func splitMix64(_ state: inout UInt64) -> UInt64 {
        defer { state &+= 0x9E37_79B9_7F4A_7C15 }
        return SeedMixing.splitMix(state)
    }

    private static func rotateLeft(_ value: UInt64, by count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
