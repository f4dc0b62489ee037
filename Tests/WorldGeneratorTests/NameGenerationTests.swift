import GameModels
import Testing
@testable import WorldGenerator

@Suite("Name generation")
struct NameGenerationTests {
    @Test("short names stay unique when towns share their first letters")
    func shortNamesForSimilarTowns() {
        var allocator = ShortNameAllocator()
        let towns = ["Puddlebury", "Puddleton", "Puddleford", "Puddle-on-Sea", "Puddleham", "Pud"]
        let codes = towns.map { allocator.allocate(for: $0) }
        #expect(codes.first == "PUD")
        #expect(Set(codes).count == towns.count)
        #expect(codes.allSatisfy { $0.count == 3 && $0.hasPrefix("P") })
    }

    @Test("a town's short name uses its own letters first")
    func shortNameFromTown() {
        var allocator = ShortNameAllocator()
        #expect(allocator.allocate(for: "Muddyford") == "MUD")
        #expect(allocator.allocate(for: "Muddyton") == "MUY")
    }

    @Test("towns are unique and as many as asked")
    func uniqueTowns() {
        var rng = SeededRandomNumberGenerator(seed: 3)
        let towns = ClubIdentityGenerator.towns(count: 80, using: &rng)
        #expect(towns.count == 80)
        #expect(Set(towns).count == 80)
    }

    @Test("names avoid the ones already taken")
    func avoidsTakenNames() {
        var rng = SeededRandomNumberGenerator(seed: 11)
        var used: Set<String> = []
        let names = (0..<500).map { _ in PersonNameGenerator.name(avoiding: &used, using: &rng).full }
        #expect(Set(names).count == 500)
        #expect(used == Set(names))
    }

    @Test("every possible name part passes the coach name rule")
    func namePartsAreValid() {
        let prefixed = PersonNameBank.surnamePrefixes.flatMap { prefix in PersonNameBank.surnameWords.map { prefix + $0 } }
        let compounds = PersonNameBank.surnameHeads.flatMap { head in PersonNameBank.surnameTails.map { head + $0 } }
        let parts = PersonNameBank.firstNames + PersonNameBank.surnameWords + prefixed + compounds
        #expect(parts.allSatisfy { (try? CoachNameRule.validate($0, field: "name").get()) == $0 })
    }

    @Test("the name banks name every tier of the pyramid")
    func tiersHaveNames() {
        #expect(PyramidNameBank.divisionNames.count == TierProfile.pyramid.count)
        #expect(TierProfile.pyramid.map(\.tier) == Array(1...TierProfile.pyramid.count))
    }
}
