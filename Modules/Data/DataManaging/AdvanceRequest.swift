/// How far `advance` plays on: a number of match days (at least one), or to the end of the season.
public enum AdvanceRequest: Sendable, Hashable {
    case matchDays(Int)
    case toSeasonEnd
}
