import GameModels

/// A division's table, best first (points, goal difference, goals scored, then head to head).
public struct DivisionTable: Sendable, Hashable {
    public let division: Division
    public let rows: [TableRow]

    public init(division: Division, rows: [TableRow]) {
        self.division = division
        self.rows = rows
    }
}
