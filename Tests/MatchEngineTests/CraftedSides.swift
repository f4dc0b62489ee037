import GameModels
import MatchEngine

/// Hand-made sides whose level, fitness and formation a test controls: every player of a side has the
/// same attributes for his position, so only the knob under test differs between two sides.
enum CraftedSides {
    static let positions: [Position] = Array(repeating: .goalkeeper, count: 2) + Array(repeating: .defender, count: 7)
        + Array(repeating: .midfielder, count: 7) + Array(repeating: .forward, count: 5)

    static func squad(teamId: String, level: Int, fitness: Int = 100) -> [Player] {
        positions.enumerated().map { number, position in
            Player(id: "\(teamId)-\(number + 1)", teamId: teamId,
                   firstName: "Tester", lastName: "\(teamId)man\(number + 1)",
                   position: position, age: 26, ratings: ratings(for: position, level: level),
                   contract: Contract(weeklyWage: 1_000, endSeason: 2030),
                   condition: PlayerCondition(fitness: fitness))
        }
    }

    static func side(teamId: String, level: Int, fitness: Int = 100, formation: Formation = .fourFourTwo) -> MatchSide {
        let squad = squad(teamId: teamId, level: level, fitness: fitness)
        return MatchSide(teamId: teamId, name: "\(teamId) Rovers", squad: squad,
                         lineUp: LineUpPicker.pick(from: squad, formation: formation))
    }

    /// The position's own attributes at `level`, the rest well below, gloves only for keepers.
    private static func ratings(for position: Position, level: Int) -> PlayerRatings {
        let low = max(1, level - 25)
        let strong = { (wanted: Bool) in wanted ? level : low }
        let outfield = position != .goalkeeper
        return PlayerRatings(pace: strong(outfield), shooting: strong(position == .forward),
                             passing: strong(position == .midfielder),
                             dribbling: strong(position == .midfielder || position == .forward),
                             defending: strong(position == .defender), physical: strong(outfield),
                             goalkeeping: outfield ? 10 : level, position: position)
    }
}
