/// Names the league and its divisions from `PyramidNameBank`.
enum PyramidNameGenerator {
    /// For example "The Soggy Biscuit Football League".
    static func leagueName(using rng: inout some RandomNumberGenerator) -> String {
        "The \(rng.pick(PyramidNameBank.leagueFlavours)) \(rng.pick(PyramidNameBank.leagueBodies))"
    }

    /// A name from the tier's own list, so lower divisions always sound humbler.
    static func divisionName(tier: Int, using rng: inout some RandomNumberGenerator) -> String {
        rng.pick(PyramidNameBank.divisionNames[tier - 1])
    }
}
