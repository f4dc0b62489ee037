/// What a match must settle and where it is played. A league match may end level at a home ground; a cup tie
/// must have a winner (extra time, then penalties), and a final is played at a neutral ground, where neither
/// side has the home advantage.
public struct MatchFormat: Sendable, Hashable, Codable {
    /// Level after ninety minutes: thirty minutes of extra time, then a penalty shootout.
    public let needsWinner: Bool
    public let neutralGround: Bool
    /// How many tiers apart the clubs of a cup tie play: the cup levels a tie more the further apart they are.
    public let tiersApart: Int

    public init(needsWinner: Bool, neutralGround: Bool, tiersApart: Int = 0) {
        self.needsWinner = needsWinner
        self.neutralGround = neutralGround
        self.tiersApart = tiersApart
    }

    public static let league = MatchFormat(needsWinner: false, neutralGround: false)
    public static let cupTie = MatchFormat(needsWinner: true, neutralGround: false)
    public static let cupFinal = MatchFormat(needsWinner: true, neutralGround: true)
}
