import GameModels

/// How many players a squad has in each position.
enum SquadComposition {
    static let sizeRange = 22...30
    /// The fewest of each position; together 21, so every size in `sizeRange` fits.
    static let minimums: [(position: Position, count: Int)] = [
        (.goalkeeper, 3), (.defender, 7), (.midfielder, 7), (.forward, 4),
    ]
    /// Weights for the places above the minimums: outfielders only, forwards a little rarer.
    static let extraOutfield: [(position: Position, weight: Int)] = [
        (.defender, 4), (.midfielder, 4), (.forward, 3),
    ]
    static let fourthKeeperChance = 0.3

    /// One youngster's position: keepers are scarce, outfielders as in the extra places.
    static func youthPosition(using rng: inout some RandomNumberGenerator) -> Position {
        if rng.chance(0.12) { return .goalkeeper }
        return extraOutfield[rng.weightedIndex(extraOutfield.map(\.weight))].position
    }

    /// The positions of a whole squad, keepers first and forwards last.
    static func positions(using rng: inout some RandomNumberGenerator) -> [Position] {
        let size = Int.random(in: sizeRange, using: &rng)
        var positions = minimums.flatMap { Array(repeating: $0.position, count: $0.count) }
        if positions.count < size, rng.chance(fourthKeeperChance) {
            positions.append(.goalkeeper)
        }
        let weights = extraOutfield.map(\.weight)
        while positions.count < size {
            positions.append(extraOutfield[rng.weightedIndex(weights)].position)
        }
        return positions.sorted()
    }
}
