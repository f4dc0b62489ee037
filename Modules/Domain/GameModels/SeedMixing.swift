/// Stable seed derivation for everything the Domain draws: a season from a simulation seed, a division's
/// shuffle from a fixture seed, a match from the world seed. Only fixed arithmetic (FNV-1a, SplitMix64),
/// never Swift's `Hasher`, whose seed changes with every process.
public enum SeedMixing {
    /// A seed for `label` under `base`: the label's FNV-1a hash mixed into the scrambled base.
    public static func seed(_ base: UInt64, label: String) -> UInt64 {
        splitMix(splitMix(base) ^ fnv1a(label))
    }

    /// A seed for the `index`-th of a series (a season, a draw stream) under `base`.
    public static func seed(_ base: UInt64, index: Int) -> UInt64 {
        splitMix(splitMix(base) ^ UInt64(truncatingIfNeeded: index))
    }

    /// 64-bit FNV-1a over the UTF-8 bytes.
    public static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// One SplitMix64 step from `value`: neighbouring inputs give unrelated outputs.
    public static func splitMix(_ value: UInt64) -> UInt64 {
        var mixed = value &+ 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
