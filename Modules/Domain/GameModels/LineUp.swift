/// A team's choice for one match: formation, the eleven who start (by player id) and the bench.
public struct LineUp: Sendable, Hashable, Codable {
    /// Most substitutes a team may name.
    public static let benchSize = 7
    public static let startersCount = 11

    public let formation: Formation
    public let starters: [String]
    public let bench: [String]

    public init(formation: Formation, starters: [String], bench: [String]) {
        self.formation = formation
        self.starters = starters
        self.bench = bench
    }
}
