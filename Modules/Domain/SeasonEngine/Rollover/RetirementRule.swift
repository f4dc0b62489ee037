import GameModels

/// Who hangs up his boots at a season's end: mostly at 33–38, earlier for weak players, nobody past 40.
public enum RetirementRule {
    public static let oldestAge = 40
    /// Below this overall a veteran is more likely to stop.
    static let weakOverall = 50

    /// The chance that a player of this age (after the season) and overall retires now.
    public static func chance(age: Int, overall: Int) -> Double {
        guard age < oldestAge else { return 1 }
        let base: Double = switch age {
        case ..<31: 0
        case 31: 0.03
        case 32: 0.07
        case 33: 0.13
        case 34: 0.24
        case 35: 0.38
        case 36: 0.52
        case 37: 0.66
        case 38: 0.8
        default: 0.9
        }
        let weakBonus = age >= 29 && overall < weakOverall ? 0.12 : 0
        return min(1, base + weakBonus)
    }

    public static func retires(_ player: Player, using rng: inout some RandomNumberGenerator) -> Bool {
        Double.random(in: 0..<1, using: &rng) < chance(age: player.age, overall: player.ratings.overall)
    }
}
