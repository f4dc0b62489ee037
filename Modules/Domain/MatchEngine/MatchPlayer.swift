import GameModels

/// A player as the engine rates him, worked out once per match: how well he plays in each line, weighed by
/// his fitness, and how likely he is to score, set up a goal or be booked from a given line. Numbers only
/// (names and ids stay with `TeamSheet.person(_:)`), so the minute loop copies it without reference counting.
struct MatchPlayer: Sendable {
    /// The share of his rating a player keeps in a line other than his natural one.
    static let outOfPositionFactor = 0.9

    let natural: PitchLine
    /// Match fitness at kick-off, 0–100.
    let fitness: Double
    let fitnessFactor: Double
    let physical: Double
    private let shooting: Double
    private let passing: Double
    private let keeping: Double
    private let defending: Double
    private let playmaking: Double
    private let finishing: Double
    private let dribbling: Double

    init(_ player: Player) {
        let ratings = player.ratings
        natural = PitchLine(player.position)
        fitness = Double(player.condition.fitness)
        fitnessFactor = 0.85 + 0.15 * fitness / 100
        physical = Double(ratings.physical)
        shooting = Double(ratings.shooting)
        passing = Double(ratings.passing)
        keeping = Double(ratings.goalkeeping)
        defending = 0.5 * Double(ratings.defending) + 0.25 * Double(ratings.physical) + 0.25 * Double(ratings.pace)
        playmaking = 0.55 * Double(ratings.passing) + 0.35 * Double(ratings.dribbling) + 0.1 * Double(ratings.physical)
        dribbling = Double(ratings.dribbling)
        finishing = 0.5 * Double(ratings.shooting) + 0.25 * Double(ratings.pace) + 0.25 * Double(ratings.dribbling)
    }

    /// His rating in `line`, on the 1–99 scale, after position and fitness.
    func rating(in line: PitchLine) -> Double {
        let raw = switch line {
        case .keeper: keeping
        case .defence: defending
        case .midfield: playmaking
        case .attack: finishing
        }
        return raw * (line == natural ? 1 : Self.outOfPositionFactor) * fitnessFactor
    }

    /// How well he takes a penalty: his shooting, with a little of his nerve (physical) and touch (dribbling).
    var penaltyTaking: Double { 0.7 * shooting + 0.15 * physical + 0.15 * dribbling }

    /// Forwards score most; shooting decides among players of a line.
    func scoringWeight(in line: PitchLine) -> Double {
        let share = switch line {
        case .keeper: 0.002
        case .defence: 0.8
        case .midfield: 0.9
        case .attack: 2.6
        }
        let scaled = shooting / 60
        return share * scaled * scaled
    }

    /// Midfielders set up most; passing decides among players of a line.
    func assistWeight(in line: PitchLine) -> Double {
        let share = switch line {
        case .keeper: 0.03
        case .defence: 0.5
        case .midfield: 1.0
        case .attack: 0.85
        }
        let scaled = passing / 60
        return share * scaled * scaled
    }

    /// Defenders are booked most, keepers hardly ever.
    func bookingWeight(in line: PitchLine) -> Double {
        switch line {
        case .keeper: 0.1
        case .defence: 1.3
        case .midfield: 1.1
        case .attack: 0.7
        }
    }
}
