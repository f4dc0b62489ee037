/// A player's ability on a 1–99 scale: the attributes and the overall derived from them for a position.
public struct PlayerRatings: Sendable, Hashable, Codable {
    public let pace: Int
    public let shooting: Int
    public let passing: Int
    public let dribbling: Int
    public let defending: Int
    public let physical: Int
    public let goalkeeping: Int
    public let overall: Int

    /// Stores the attributes and derives `overall` with the weights of `position`.
    public init(pace: Int, shooting: Int, passing: Int, dribbling: Int,
                defending: Int, physical: Int, goalkeeping: Int, position: Position) {
        self.pace = pace
        self.shooting = shooting
        self.passing = passing
        self.dribbling = dribbling
        self.defending = defending
        self.physical = physical
        self.goalkeeping = goalkeeping
        self.overall = Self.overall(pace: pace, shooting: shooting, passing: passing, dribbling: dribbling,
                                    defending: defending, physical: physical, goalkeeping: goalkeeping,
                                    position: position)
    }

    /// Restores stored ratings exactly as they were saved.
    public init(pace: Int, shooting: Int, passing: Int, dribbling: Int,
                defending: Int, physical: Int, goalkeeping: Int, overall: Int) {
        self.pace = pace
        self.shooting = shooting
        self.passing = passing
        self.dribbling = dribbling
        self.defending = defending
        self.physical = physical
        self.goalkeeping = goalkeeping
        self.overall = overall
    }

    // Weights per position (pace…goalkeeping); each row sums to 100 so overall stays on the 1–99 scale.
    /// The weight of each attribute (pace…goalkeeping) in a position's overall.
    public static func weights(for position: Position) -> [Int] {
        switch position {
        case .goalkeeper: [0, 0, 5, 0, 10, 10, 75]
        case .defender: [15, 0, 15, 5, 45, 20, 0]
        case .midfielder: [10, 15, 35, 20, 10, 10, 0]
        case .forward: [20, 40, 10, 20, 0, 10, 0]
        }
    }

    static func overall(pace: Int, shooting: Int, passing: Int, dribbling: Int,
                        defending: Int, physical: Int, goalkeeping: Int, position: Position) -> Int {
        let weights = weights(for: position)
        let values = [pace, shooting, passing, dribbling, defending, physical, goalkeeping]
        let sum = zip(weights, values).reduce(0) { $0 + $1.0 * $1.1 }
        return min(99, max(1, (sum + 50) / 100))
    }

    /// The two attributes that matter most for a position, shown in squad tables.
    public func keyRatings(for position: Position) -> [(label: String, value: Int)] {
        switch position {
        case .goalkeeper: [("GKP", goalkeeping), ("PHY", physical)]
        case .defender: [("DEF", defending), ("PHY", physical)]
        case .midfielder: [("PAS", passing), ("DRI", dribbling)]
        case .forward: [("SHO", shooting), ("PAC", pace)]
        }
    }
}
