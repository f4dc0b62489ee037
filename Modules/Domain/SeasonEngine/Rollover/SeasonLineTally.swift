import GameModels

/// Adds up match performances into season lines, one per player and club.
public struct SeasonLineTally: Sendable {
    private var lines: [String: PlayerSeasonLine] = [:]

    public init() {}

    public mutating func add(_ performances: [PlayerPerformance]) {
        for performance in performances {
            let key = performance.playerId + "@" + performance.teamId
            var line = lines[key] ?? PlayerSeasonLine(playerId: performance.playerId, teamId: performance.teamId)
            line.appearances += 1
            line.goals += performance.goals
            line.ratingTotal += performance.rating
            lines[key] = line
        }
    }

    /// Sorted by player then club, so what is built from them never depends on dictionary order.
    public var all: [PlayerSeasonLine] {
        lines.values.sorted { ($0.playerId, $0.teamId) < ($1.playerId, $1.teamId) }
    }
}
