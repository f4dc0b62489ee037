import GameModels

/// Makes attributes that fit a position and land the derived overall on a wanted level.
enum RatingsGenerator {
    static let attributeRange = 1...99
    /// How far one attribute wanders from its place in the position's shape.
    static let attributeDeviation = 5.0

    static func ratings(for position: Position, level: Int,
                        using rng: inout some RandomNumberGenerator) -> PlayerRatings {
        let shapes = PositionProfile.shapes(for: position)
        let draft = shapes.map { shape in
            switch shape {
            case .relative(let offset):
                Int(rng.normal(mean: Double(level + offset), deviation: attributeDeviation).rounded())
            case .band(let range):
                Int.random(in: range, using: &rng)
            }
        }
        // The position's weights sum to 100 and skip band attributes, so moving every relative
        // attribute by the gap moves the overall by the same gap and lands it on `level`.
        let gap = level - make(draft, position).overall
        let attributes = zip(shapes, draft).map { shape, value in
            if case .relative = shape { return (value + gap).clamped(to: attributeRange) }
            return value
        }
        return make(attributes, position)
    }

    private static func make(_ attributes: [Int], _ position: Position) -> PlayerRatings {
        PlayerRatings(pace: attributes[0], shooting: attributes[1], passing: attributes[2],
                      dribbling: attributes[3], defending: attributes[4], physical: attributes[5],
                      goalkeeping: attributes[6], position: position)
    }
}
