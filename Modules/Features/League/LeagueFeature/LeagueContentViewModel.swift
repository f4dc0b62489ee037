/// The body of the League screen: one of its views of the shown division.
public enum LeagueContentViewModel: Equatable, Sendable {
    case table(StandingsViewModel)
    case fixtures(FixturesViewModel)
    case scorers(TopScorersViewModel)
    case leaders(LeadersViewModel)
    case numbers(ClubNumbersViewModel)
}
