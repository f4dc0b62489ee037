import PrintableText

/// What `inspect` shows about a save without inflating it: who, which club, when in the game.
/// Fields are clipped to `maximumFieldBytes` of UTF-8 and control characters are replaced, so a
/// summary always fits the header and prints on one line.
public struct SaveSummary: Sendable, Hashable {
    public static let maximumFieldBytes = 128

    public let coach: String
    public let club: String
    public let season: String
    /// The in-game date, as the game prints it (for example `2026-08-01`).
    public let date: String

    public init(coach: String, club: String, season: String, date: String) {
        self.coach = Self.clipped(coach)
        self.club = Self.clipped(club)
        self.season = Self.clipped(season)
        self.date = Self.clipped(date)
    }

    /// Field names in header order.
    static let fieldNames = ["coach", "club", "season", "date"]

    /// Field values in header order.
    var fieldValues: [String] { [coach, club, season, date] }

    /// Whether both name the same coach, club and season (the date is only when the summary was taken).
    func describesSameCareer(as other: SaveSummary) -> Bool {
        (coach, club, season) == (other.coach, other.club, other.season)
    }

    /// `coach · club · season`, for a refusal that compares two summaries.
    var careerLine: String {
        "\(coach) · \(club) · \(season)"
    }

    private static func clipped(_ text: String) -> String {
        var result = PrintableText.printable(text, replacement: "\u{FFFD}")
        while result.utf8.count > maximumFieldBytes { result.removeLast() }
        return result
    }
}
