import GameModels

/// Where one attribute sits for a position.
enum AttributeShape {
    /// Moves with the player's level, this many points above or below it.
    case relative(Int)
    /// Stays in a fixed range whatever the level: the position's overall ignores it.
    case band(ClosedRange<Int>)
}

/// The shape of each position's attributes, in `PlayerRatings` order:
/// pace, shooting, passing, dribbling, defending, physical, goalkeeping.
enum PositionProfile {
    /// Outfielders keep goal about as well as anyone in the crowd.
    static let outfieldGoalkeeping = AttributeShape.band(2...14)

    static func shapes(for position: Position) -> [AttributeShape] {
        switch position {
        case .goalkeeper:
            [.relative(-15), .band(8...30), .relative(-12), .band(10...35), .relative(-8), .relative(-3), .relative(4)]
        case .defender:
            [.relative(-4), .band(25...55), .relative(-6), .relative(-10), .relative(4), .relative(1), outfieldGoalkeeping]
        case .midfielder:
            [.relative(-3), .relative(-4), .relative(4), .relative(2), .relative(-6), .relative(-4), outfieldGoalkeeping]
        case .forward:
            [.relative(2), .relative(4), .relative(-6), .relative(1), .band(20...45), .relative(-2), outfieldGoalkeeping]
        }
    }
}
