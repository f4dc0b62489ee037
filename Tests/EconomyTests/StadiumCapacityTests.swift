import Economy
import Testing

@Suite("Stadium capacity")
struct StadiumCapacityTests {
    private static let teamIds = (1...40).map { "team-\($0)" }

    @Test("the same club in the same world and tier always has the same ground, within the tier's range")
    func deterministic() {
        for tier in 1...5 {
            let range = TierEconomy.of(tier: tier).capacityRange
            for teamId in Self.teamIds {
                let capacity = StadiumCapacity.of(teamId: teamId, tier: tier, worldSeed: 42)
                #expect(capacity == StadiumCapacity.of(teamId: teamId, tier: tier, worldSeed: 42))
                #expect(range.contains(capacity) && capacity % 100 == 0)
            }
        }
    }

    @Test("grounds differ between clubs and between worlds, and are bigger higher up")
    func varied() {
        let grounds = Self.teamIds.map { StadiumCapacity.of(teamId: $0, tier: 1, worldSeed: 42) }
        #expect(Set(grounds).count > 30)
        let otherWorld = Self.teamIds.map { StadiumCapacity.of(teamId: $0, tier: 1, worldSeed: 43) }
        #expect(grounds != otherWorld)
        let means = (1...4).map { tier in
            Self.teamIds.map { StadiumCapacity.of(teamId: $0, tier: tier, worldSeed: 7) }.reduce(0, +) / Self.teamIds.count
        }
        #expect(zip(means, means.dropFirst()).allSatisfy { $0 > $1 })
    }
}
