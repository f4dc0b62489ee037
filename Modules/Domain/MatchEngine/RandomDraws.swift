import GameModels

/// The draws the engine needs, on the concrete generator so the minute loop stays free of generic overhead.
extension SeededRandomNumberGenerator {
    /// Uniform in [0, 1), from the top 53 bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// Uniform in 0..<count (count > 0); the modulo bias is below 2⁻⁵⁰ for the small counts used here.
    mutating func index(below count: Int) -> Int {
        Int(next() % UInt64(count))
    }

    /// An index drawn in proportion to `weights`, skipping `excluded`; nil when nothing has weight.
    mutating func weightedIndex(_ weights: [Double], excluding excluded: Int? = nil) -> Int? {
        var total = 0.0
        for (index, weight) in weights.enumerated() where index != excluded { total += weight }
        guard total > 0 else { return nil }
        var ticket = unit() * total
        var last: Int?
        for (index, weight) in weights.enumerated() where index != excluded && weight > 0 {
            if ticket < weight { return index }
            ticket -= weight
            last = index
        }
        // Rounding can leave a sliver of the ticket after the last weight.
        return last
    }
}
