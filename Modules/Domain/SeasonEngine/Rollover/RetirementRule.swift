import GameModels

/// Who hangs up his boots at a season's end: mostly at 33–38, nobody past 40 — later for a keeper (two years) and
/// for a player still good enough to be wanted, earlier for a weak one and for a veteran who hardly played.
public enum RetirementRule {
    /// Below this overall a veteran is more likely to stop.
    static let weakOverall = 50
    /// At or above these overalls a veteran plays on longer: his chance is scaled down.
    static let qualityScales: [(overall: Int, scale: Double)] = [(75, 0.35), (65, 0.7)]
    /// Keepers last longer: they retire as an outfielder this many years younger would.
    static let keeperYears = 2
    /// A veteran (30 and over) who played fewer matches than this last season is likelier to stop; one who
    /// played at least `regularAppearances` less likely.
    static let benchedAppearances = 5
    static let regularAppearances = 25

    /// The chance that a player of this age (after the season), overall and position retires now, having played
    /// `appearances` matches in the season just ended.
    public static func chance(age: Int, overall: Int, position: Position, appearances: Int) -> Double {
        guard age < PlayerAge.oldest else { return 1 }
        let effectiveAge = position == .goalkeeper ? age - keeperYears : age
        let base: Double = switch effectiveAge {
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
        guard effectiveAge >= 29 else { return 0 }
        let quality = qualityScales.first { overall >= $0.overall }?.scale ?? 1
        let weakBonus = overall < weakOverall ? 0.12 : 0
        let time: Double = switch (effectiveAge >= 30, appearances) {
        case (true, ..<benchedAppearances): 0.1
        case (true, regularAppearances...): -0.05
        default: 0
        }
        return min(1, max(0, base * quality + weakBonus + time))
    }

    public static func retires(_ player: Player, appearances: Int, using rng: inout some RandomNumberGenerator) -> Bool {
        Double.random(in: 0..<1, using: &rng)
            < chance(age: player.age, overall: player.ratings.overall, position: player.position, appearances: appearances)
    }
}
