import GameModels

/// The squad sizes and position minimums every club respects, in the market, in releases and at the
/// season's end: a deal never takes a squad outside `size` or a position below its minimum.
public enum SquadLimits {
    /// The smallest and the largest squad a club may have.
    public static let size = 20...32
    /// The fewest of each position a club may be left with (two keepers, a back four and a midfield four with
    /// cover, two forwards and one spare): together 17, so every size in `size` fits. Clubs aim higher
    /// (SeasonEngine's `SquadPlanner` keeps 3, 7, 7 and 4 at the season's end).
    public static let positionMinimums: [Position: Int] = [.goalkeeper: 2, .defender: 6, .midfielder: 6, .forward: 3]

    public static func minimum(of position: Position) -> Int {
        positionMinimums[position] ?? 0
    }

    /// Whether `squad` can let `player` go: it stays at or above its smallest size and his position
    /// keeps its minimum.
    public static func canLose(_ player: Player, from squad: [Player]) -> Bool {
        squad.count > size.lowerBound
            && squad.reduce(0) { $0 + ($1.position == player.position ? 1 : 0) } > minimum(of: player.position)
    }

    /// Whether `squad` has room for one more player.
    public static func canAdd(to squad: [Player]) -> Bool {
        squad.count < size.upperBound
    }
}
