/// The one strength model both paths share: how many goals a side may expect against another.
enum StrengthModel {
    /// The scale of expected goals at home and away, tuned so that a league's clubs playing each other land
    /// on the long-run figures (about 1.5 home and 1.15 away goals a match) once game-state effects act.
    static let homeBase = 1.5
    static let awayBase = 1.05
    /// How much one rating point of attack over the opponent's defence multiplies expected goals.
    static let ratingSensitivity = 0.07
    /// Each player short (sent off, or injured with no replacement) costs this share of the side's goals
    /// and gives the opponent this many more.
    static let shortHandedAttack = 0.72
    static let shortHandedOpponent = 1.25
    /// Keeps mismatches from turning into cricket scores.
    static let range = 0.2...3.2

    /// On a neutral ground neither side has the home advantage: both expect the mean of home and away.
    static let neutralBase = (homeBase + awayBase) / 2

    static func expectedGoals(attacking: SideStrength, defending: SideStrength, base: Double) -> Double {
        let edge = attacking.attack - defending.defence
        var goals = base * Exponential.exp(ratingSensitivity * edge)
        goals *= attacking.attackLean * defending.concedeLean
        for _ in 0..<attacking.playersShort { goals *= shortHandedAttack }
        for _ in 0..<defending.playersShort { goals *= shortHandedOpponent }
        return min(max(goals, range.lowerBound), range.upperBound)
    }

    static func expectedGoals(home: SideStrength, away: SideStrength, neutralGround: Bool = false)
        -> (home: Double, away: Double) {
        (expectedGoals(attacking: home, defending: away, base: neutralGround ? neutralBase : homeBase),
         expectedGoals(attacking: away, defending: home, base: neutralGround ? neutralBase : awayBase))
    }
}
