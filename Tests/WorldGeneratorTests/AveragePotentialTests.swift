import Testing
import WorldGenerator

/// The potential a career from before potentials were kept gives its players (schema 3's migration).
struct AveragePotentialTests {
    @Test func theYearsBeforeMaturityAddTheirAverageGrowthUpTo99() {
        #expect(PotentialRule.averagePotential(overall: 50, age: 18) == 50 + 13, "2.2 × 6 years, rounded")
        #expect(PotentialRule.averagePotential(overall: 70, age: 30) == 70)
        #expect(PotentialRule.averagePotential(overall: 95, age: 17) == 99)
    }

    /// A migration reads what a file holds before the checks judge it: no stored number may trap.
    @Test func anyStoredNumberGivesAPotentialWithoutTrapping() {
        #expect(PotentialRule.averagePotential(overall: .max, age: .min) == 99)
        #expect(PotentialRule.averagePotential(overall: .min, age: .max) == .min)
    }
}
