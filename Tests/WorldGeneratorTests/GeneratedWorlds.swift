import GameModels
import WorldGenerator

/// Worlds from a spread of seeds, generated once and shared by the tests that inspect them.
/// Tests take the seed as their argument: Swift Testing describes every argument to name the
/// test case, and describing a whole world would cost more than the test itself.
enum GeneratedWorlds {
    static let seeds: [UInt64] = [0, 1, 42, 2026, 987_654_321, .max]
    private static let bySeed = Dictionary(uniqueKeysWithValues: seeds.map { ($0, WorldGenerator().generate(seed: $0)) })

    static func world(_ seed: UInt64) -> World { bySeed[seed] ?? WorldGenerator().generate(seed: seed) }
    static var all: [World] { seeds.map(world) }
}

extension World {
    /// Each team's squad, by team id.
    var squads: [String: [Player]] { Dictionary(grouping: players) { $0.teamId ?? "" } }

    func teams(in divisionId: String) -> [Team] { teams.filter { $0.divisionId == divisionId } }

    /// Tier of each team's division, by team id.
    var tierByTeam: [String: Int] {
        let tierByDivision = Dictionary(uniqueKeysWithValues: divisions.map { ($0.id, $0.tier) })
        return Dictionary(uniqueKeysWithValues: teams.map { ($0.id, tierByDivision[$0.divisionId] ?? 0) })
    }
}
