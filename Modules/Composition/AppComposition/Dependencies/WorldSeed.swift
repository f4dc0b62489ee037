/// World seeds for new careers: the one given on the command line, or a fresh, shareable number.
package enum WorldSeed {
    package static func fixedOrRandom(_ fixed: UInt64?) -> UInt64 {
        fixed ?? UInt64.random(in: 1...999_999)
    }
}
