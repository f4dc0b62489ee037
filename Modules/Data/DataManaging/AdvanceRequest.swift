/// How far `advance` plays on. Match days and seasons cross season ends (the assistant takes the user's
/// contract decisions); `toSeasonEnd` stops at the end of the season — or, at a season's end already,
/// starts the next and plays it to its end.
public enum AdvanceRequest: Sendable, Hashable {
    /// At least one match day.
    case matchDays(Int)
    case toSeasonEnd
    /// Whole seasons (1–500): each plays to its end and starts the next.
    case seasons(Int)
    /// Match days until something needs the manager (`AdvanceResult.news`): a bid for one of his players, a job
    /// offer, the board's warning or sacking, one of his players injured, or the season's end — never past it.
    case untilNews
}
