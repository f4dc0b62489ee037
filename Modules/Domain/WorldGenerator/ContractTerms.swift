import GameModels

/// Wages and contract lengths for generated players.
enum ContractTerms {
    /// Wages count the overall points above this; the weakest players get `minimumWage`.
    static let wageFloorOverall = 30
    static let minimumWage = 100
    static let lengthRange = 1...5
    /// Veterans get short deals.
    static let veteranAge = 33
    static let veteranLengthRange = 1...2

    /// Grows with the square of the overall above the floor, times the tier's factor; rounded to tens.
    static func weeklyWage(overall: Int, profile: TierProfile) -> Int {
        let points = max(0, overall - wageFloorOverall)
        return max(minimumWage, (points * points * profile.wageFactor + 5) / 10 * 10)
    }

    /// A first professional deal: three seasons on the tier's lowest wage.
    static func youthContract(profile: TierProfile, seasonYear: Int) -> Contract {
        Contract(weeklyWage: weeklyWage(overall: wageFloorOverall, profile: profile), endSeason: seasonYear + 2)
    }

    static func contract(overall: Int, age: Int, profile: TierProfile, seasonYear: Int,
                         using rng: inout some RandomNumberGenerator) -> Contract {
        let length = Int.random(in: age >= veteranAge ? veteranLengthRange : lengthRange, using: &rng)
        return Contract(weeklyWage: weeklyWage(overall: overall, profile: profile), endSeason: seasonYear + length)
    }
}
