/// A calendar day in the game world; the game keeps its own calendar, independent of the wall clock.
public struct GameDate: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (lhs: GameDate, rhs: GameDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// ISO form, `2026-08-01`, used in storage and in headless output.
    public var description: String {
        let pad: (Int) -> String = { $0 < 10 ? "0\($0)" : "\($0)" }
        return "\(year)-\(pad(month))-\(pad(day))"
    }

    /// Parses the ISO form written by `description`.
    public init?(iso: String) {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }
}
