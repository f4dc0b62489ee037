import GameModels
import Testing
import WorldGenerator

@Suite("Squads")
struct SquadTests {
    @Test("every player belongs to an existing team", arguments: GeneratedWorlds.seeds)
    func playersBelongToTeams(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let teamIds = Set(world.teams.map(\.id))
        let homeless = world.players.filter { $0.teamId.map(teamIds.contains) != true }
        #expect(homeless.isEmpty, "\(homeless.map(\.id))")
        #expect(world.squads.count == world.teams.count)
    }

    @Test("squads hold 22 to 30 players with the minimum in each position", arguments: GeneratedWorlds.seeds)
    func squadShape(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let minimums: [(Position, Int)] = [(.goalkeeper, 3), (.defender, 7), (.midfielder, 7), (.forward, 4)]
        let squads = world.squads
        let wrongSize = world.teams.filter { !(22...30).contains(squads[$0.id, default: []].count) }
        #expect(wrongSize.isEmpty, "\(wrongSize.map(\.id))")
        for (position, minimum) in minimums {
            let short = world.teams.filter { team in
                squads[team.id, default: []].filter { $0.position == position }.count < minimum
            }
            #expect(short.isEmpty, "fewer than \(minimum) \(position.rawValue): \(short.map(\.id))")
        }
    }

    @Test("squad sizes differ between clubs")
    func squadSizesVary() {
        #expect(Set(GeneratedWorlds.world(0).squads.values.map(\.count)).count > 3)
    }

    @Test("ages run from 16 to 38, mostly 20 to 32", arguments: GeneratedWorlds.seeds)
    func ages(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let ages = world.players.map(\.age)
        #expect(ages.allSatisfy { (16...38).contains($0) })
        let prime = ages.filter { (20...32).contains($0) }.count
        #expect(Double(prime) / Double(ages.count) > 0.7)
        #expect(ages.contains { $0 < 20 } && ages.contains { $0 > 32 })
    }

    @Test("no two players of a club share a full name", arguments: GeneratedWorlds.seeds)
    func uniqueNamesInClub(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let clashing = world.squads.filter { _, squad in Set(squad.map(\.fullName)).count != squad.count }
        #expect(clashing.isEmpty, "\(clashing.keys.sorted())")
    }

    @Test("contracts end one to five seasons after the first and pay something",
          arguments: GeneratedWorlds.seeds)
    func contracts(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let year = world.season.year
        #expect(world.players.allSatisfy { (year + 1...year + 5).contains($0.contract.endSeason) })
        #expect(world.players.allSatisfy { $0.contract.weeklyWage > 0 })
        #expect(Set(world.players.map(\.contract.endSeason)).count == 5)
        #expect(world.players.filter { $0.age >= 33 }.allSatisfy { $0.contract.endSeason <= year + 2 })
    }

    @Test("better players and higher tiers earn more", arguments: GeneratedWorlds.seeds)
    func wagesFollowOverallAndTier(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let tierByTeam = world.tierByTeam
        let byTier = Dictionary(grouping: world.players) { tierByTeam[$0.teamId ?? ""] ?? 0 }
        for (tier, players) in byTier {
            let sorted = players.sorted { $0.ratings.overall < $1.ratings.overall }
            let inversions = zip(sorted, sorted.dropFirst()).filter { worse, better in
                worse.contract.weeklyWage > better.contract.weeklyWage
            }
            #expect(inversions.isEmpty, "tier \(tier): \(inversions.map { ($0.0.id, $0.1.id) })")
        }
        let meanWages = (1...4).map { tier in
            let wages = byTier[tier, default: []].map(\.contract.weeklyWage)
            return wages.reduce(0, +) / max(1, wages.count)
        }
        #expect(meanWages == meanWages.sorted(by: >) && Set(meanWages).count == 4)
    }
}
