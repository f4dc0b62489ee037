import GameModels
import WorldGenerator

/// One generated world shared by the suites, with its squads and club names in the shape the runner takes.
enum TestWorld {
    static let world = WorldGenerator().generate(seed: 2026)

    static let squads: [String: [Player]] = Dictionary(grouping: world.players.filter { $0.teamId != nil }) {
        $0.teamId ?? ""
    }

    static let clubNames: [String: String] = {
        let names = Dictionary(uniqueKeysWithValues: world.teamInfos.map { ($0.id, $0.name) })
        return Dictionary(uniqueKeysWithValues: world.teams.map { ($0.id, names[$0.infoId] ?? $0.id) })
    }()

    /// Team ids of the top division, in generation order.
    static let topClubs = world.teams.filter { $0.divisionId == "div-1" }.map(\.id)

    /// Fixtures between the given pairs, as match day 1 of the world's season.
    static func matches(_ pairs: [(home: String, away: String)]) -> [Match] {
        pairs.enumerated().map { index, pair in
            Match(id: "\(world.season.id)-div-1-md01-\(index + 1)", seasonId: world.season.id, divisionId: "div-1",
                  matchDay: 1, homeTeamId: pair.home, awayTeamId: pair.away)
        }
    }
}
