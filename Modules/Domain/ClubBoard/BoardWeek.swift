/// What the board looks at after a match day: the user's result, where his club stands on paper, and its balance.
public struct BoardWeek: Sendable, Hashable {
    /// 3, 1 or 0; nil on a day his club did not play.
    public let points: Int?
    /// The club's strength rank in its division (1 = strongest) and the division's size.
    public let rank: Int
    public let clubs: Int
    public let balance: Int

    public init(points: Int?, rank: Int, clubs: Int, balance: Int) {
        self.points = points
        self.rank = rank
        self.clubs = clubs
        self.balance = balance
    }
}
