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

    /// The date `days` days later (earlier when negative), on the proleptic Gregorian calendar.
    public func adding(days: Int) -> GameDate {
        Self(dayNumber: dayNumber + days)
    }

    /// Days since 1 March of year 0: whole-day arithmetic without Foundation's calendars.
    private var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    }

    private init(dayNumber: Int) {
        let era = (dayNumber >= 0 ? dayNumber : dayNumber - 146_096) / 146_097
        let dayOfEra = dayNumber - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth + (shiftedMonth < 10 ? 3 : -9)
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month,
                  day: dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
    }
}
