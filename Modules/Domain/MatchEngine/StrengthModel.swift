import GameModels

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

    /// The cup is a leveller: the bigger club takes the tie lightly and the smaller one plays the match of its life,
    /// so a cup tie counts a share of the rating gap, by how many tiers apart its clubs play (the last share for any
    /// more), tuned to the FA Cup's giant-killings: lower tier through 31.8 % one tier apart, 26.3 % two, 14.6 % three.
    static let cupEdgeShares = [0.55, 0.58, 0.40, 0.48]

    /// The share of the rating gap that counts in a match of `format`: all of it in the league.
    static func edgeShare(_ format: MatchFormat) -> Double {
        guard format.needsWinner else { return 1 }
        return cupEdgeShares[min(max(0, format.tiersApart), cupEdgeShares.count - 1)]
    }

    static func expectedGoals(attacking: SideStrength, defending: SideStrength, base: Double,
                              edgeShare: Double = 1) -> Double {
        let gap = attacking.attack - defending.defence
        let edge = gap * edgeShare
        var goals = base * Exponential.exp(ratingSensitivity * edge)
        goals *= attacking.attackLean * defending.concedeLean
        for _ in 0..<attacking.playersShort { goals *= shortHandedAttack }
        for _ in 0..<defending.playersShort { goals *= shortHandedOpponent }
        return min(max(goals, range.lowerBound), range.upperBound)
    }

    static func expectedGoals(home: SideStrength, away: SideStrength, format: MatchFormat = .league)
        -> (home: Double, away: Double) {
        let share = edgeShare(format)
        let neutral = format.neutralGround
        return (expectedGoals(attacking: home, defending: away, base: neutral ? neutralBase : homeBase, edgeShare: share),
                expectedGoals(attacking: away, defending: home, base: neutral ? neutralBase : awayBase, edgeShare: share))
    }
}
