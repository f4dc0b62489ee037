/// When the cup's rounds fall: midweek, between two league match days, spread evenly over the season so the final
/// comes before the last league day. A round is drawn once the round before it is played (round 1 at the start).
public enum CupCalendar {
    /// Days from the league match day a round follows to the round: a Saturday's league day, a Tuesday's tie.
    public static let daysAfterMatchDay = 3

    /// The league match day that `round` of `rounds` follows in a season of `weeks` match days.
    public static func matchDay(beforeRound round: Int, rounds: Int, weeks: Int) -> Int {
        let span = max(1, weeks - 1)
        let spread = (Double(round) * Double(span) / Double(max(1, rounds))).rounded()
        return min(max(round, Int(spread)), span)
    }

    /// The round played after league match day `matchDay`, if any.
    public static func round(afterMatchDay matchDay: Int, rounds: Int, weeks: Int) -> Int? {
        (1...max(1, rounds)).first { Self.matchDay(beforeRound: $0, rounds: rounds, weeks: weeks) == matchDay }
    }
}
