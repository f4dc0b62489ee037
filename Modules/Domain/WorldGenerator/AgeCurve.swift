/// Ages of generated players and how age bends ability.
enum AgeCurve {
    static let range = 16...38
    static let peak = 24...30

    /// Relative frequency of each age from 16 to 38: most players are 20–32, few are teenagers or veterans.
    static let weights = [1, 2, 3, 5, 7, 8, 9, 9, 9, 9, 9, 9, 8, 8, 7, 6, 5, 4, 3, 2, 1, 1, 1]

    static func age(using rng: inout some RandomNumberGenerator) -> Int {
        range.lowerBound + rng.weightedIndex(weights)
    }

    /// Level relative to a peak-age player: youngsters are still growing, veterans are fading.
    static func levelShift(age: Int) -> Double {
        if age < peak.lowerBound { return -1.6 * Double(peak.lowerBound - age) }
        if age > peak.upperBound { return -1.2 * Double(age - peak.upperBound) }
        return 0
    }
}
