/// One season of a league; `year` is the calendar year it starts in.
public struct Season: Identifiable, Sendable, Hashable, Codable {
    public let id: String
    public let leagueId: String
    public let year: Int

    public init(id: String, leagueId: String, year: Int) {
        self.id = id
        self.leagueId = leagueId
        self.year = year
    }

    /// Label such as `2026/27`.
    public var label: String { Self.label(startingIn: year) }

    /// The label of the season that starts in `year`.
    public static func label(startingIn year: Int) -> String {
        let next = (year + 1) % 100
        return "\(year)/\(next < 10 ? "0" : "")\(next)"
    }
}
