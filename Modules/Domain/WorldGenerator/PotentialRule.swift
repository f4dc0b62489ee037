/// The hidden ceiling of a player: where his overall will be once he has grown, around 24.
public enum PotentialRule {
    /// Players reach their potential at this age; growth is spread over the years before it.
    public static let maturityAge = 24
    /// Points a young player grows per year before maturity, on average (the world's age curve).
    public static let yearlyGrowth = 2.2

    /// The potential a player of `age` and `overall` has on average: the growth of the years before maturity. What a
    /// career from before potentials were kept gives its players (schema 3), so its youngsters still develop. Any
    /// stored number is taken without trapping (an age below 0 grows as 0); the checks refuse a file out of range.
    public static func averagePotential(overall: Int, age: Int) -> Int {
        let years = maturityAge - min(maturityAge, max(0, age))
        return min(99, min(99, overall) + Int((yearlyGrowth * Double(years)).rounded()))
    }

    /// A generated player's potential: the growth still ahead of him, give or take; at or after
    /// maturity, his overall.
    static func potential(overall: Int, age: Int, using rng: inout some RandomNumberGenerator) -> Int {
        let years = max(0, maturityAge - age)
        guard years > 0 else { return overall }
        let growth = rng.normal(mean: yearlyGrowth * Double(years), deviation: 1.5 + 0.4 * Double(years))
        return min(99, overall + max(0, Int(growth.rounded())))
    }
}
