/// What the board looks at after a match day: the user's result, where his club stands on paper, its balance, and
/// the cup tie it played midweek, if it played one.
public struct BoardWeek: Sendable, Hashable {
    /// 3, 1 or 0; nil on a day his club did not play.
    public let points: Int?
    /// The club's strength rank in its division (1 = strongest) and the division's size.
    public let rank: Int
    public let clubs: Int
    public let balance: Int
    public let cupTie: CupTieResult?

    /// A cup tie as the board sees it: the tiers the clubs play in and whether the user's club went through.
    public struct CupTieResult: Sendable, Hashable {
        public let tier: Int
        public let opponentTier: Int
        public let wentThrough: Bool

        public init(tier: Int, opponentTier: Int, wentThrough: Bool) {
            self.tier = tier
            self.opponentTier = opponentTier
            self.wentThrough = wentThrough
        }
    }

    public init(points: Int?, rank: Int, clubs: Int, balance: Int, cupTie: CupTieResult? = nil) {
        self.points = points
        self.rank = rank
        self.clubs = clubs
        self.balance = balance
        self.cupTie = cupTie
    }
}
