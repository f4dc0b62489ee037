import GameModels
import MatchEngine
import WorldGenerator

/// The clubs of one generated world as match sides, each with the line-up a computer manager picks,
/// grouped by division. Built once and shared: generating and picking cost more than most tests.
enum GeneratedSides {
    static let world = WorldGenerator().generate(seed: 2026)

    static let byDivision: [[MatchSide]] = {
        let squads = Dictionary(grouping: world.players) { $0.teamId ?? "" }
        let names = Dictionary(uniqueKeysWithValues: world.teamInfos.map { ($0.id, $0.name) })
        return world.divisions.sorted { $0.tier < $1.tier }.map { division in
            world.teams.filter { $0.divisionId == division.id }.map { team in
                let squad = squads[team.id] ?? []
                return MatchSide(teamId: team.id, name: names[team.infoId] ?? team.id, squad: squad,
                                 lineUp: LineUpPicker.pick(from: squad))
            }
        }
    }()

    /// Fixtures between clubs of the same division: club i of a division hosts club i + offset.
    static func fixtures(count: Int) -> [(home: MatchSide, away: MatchSide)] {
        var fixtures: [(home: MatchSide, away: MatchSide)] = []
        var offset = 1
        while fixtures.count < count {
            for division in byDivision {
                for index in division.indices where fixtures.count < count {
                    fixtures.append((division[index], division[(index + offset) % division.count]))
                }
            }
            offset += 1
        }
        return fixtures
    }
}
