import GameModels

/// Adds up match performances into season lines, one per player, credited to the club he last played for —
/// as a career's season totals keep them, so the awards of `simulate` and of a career are the same.
public struct SeasonLineTally: Sendable {
    private var lines: [String: PlayerSeasonLine] = [:]

    public init() {}

    /// `performances` in the order played.
    public mutating func add(_ performances: [PlayerPerformance]) {
        for performance in performances {
            var line = lines[performance.playerId]
                ?? PlayerSeasonLine(playerId: performance.playerId, teamId: performance.teamId)
            line.teamId = performance.teamId
            line.appearances += 1
            line.goals += performance.goals
            line.ratingTotal += performance.rating
            lines[performance.playerId] = line
        }
    }

    /// Sorted by player, so what is built from them never depends on dictionary order.
    public var all: [PlayerSeasonLine] {
        lines.values.sorted { $0.playerId < $1.playerId }
    }
}
