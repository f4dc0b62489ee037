/// The few draws the world generator and the season rollover need beyond `Int.random(in:using:)`. Only arrays are sampled,
/// never sets or dictionaries, whose order changes between runs and would break determinism.
extension RandomNumberGenerator {
    /// A bell-shaped draw: the sum of twelve uniforms (Irwin–Hall) has mean 6 and deviation 1,
    /// stays within ±6 deviations and needs no libm, so the Domain stays free of Foundation.
    public mutating func normal(mean: Double, deviation: Double) -> Double {
        var sum = 0.0
        for _ in 0..<12 { sum += Double.random(in: 0..<1, using: &self) }
        return mean + (sum - 6) * deviation
    }

    /// One element of a non-empty list.
    public mutating func pick<Element>(_ items: [Element]) -> Element {
        items[Int.random(in: items.indices, using: &self)]
    }

    /// An index drawn in proportion to `weights` (non-negative, with a positive total).
    public mutating func weightedIndex(_ weights: [Int]) -> Int {
        var ticket = Int.random(in: 0..<weights.reduce(0, +), using: &self)
        for (index, weight) in weights.enumerated() {
            if ticket < weight { return index }
            ticket -= weight
        }
        preconditionFailure("weights must have a positive total")
    }

    /// True with the given probability.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}
