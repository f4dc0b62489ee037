import GameModels

/// What a formation's shape does to the goals: more forwards add to a side's own attack, more defenders take from
/// the opponent's. Worked out when a side takes up a formation, not each time its strength is (every 15 minutes).
struct FormationLean: Sendable {
    /// Goals the shape adds to the side's own attack (above 1: more forwards).
    let attack: Double
    /// Goals the shape lets the opponent score (below 1: more defenders).
    let concede: Double

    init(_ formation: Formation) {
        let shape = formation.lines
        attack = Exponential.exp(0.08 * Double(shape.forwards - 2) + 0.03 * Double(shape.midfielders - 4))
        concede = Exponential.exp(-0.08 * Double(shape.defenders - 4) - 0.03 * Double(shape.midfielders - 4))
    }
}
