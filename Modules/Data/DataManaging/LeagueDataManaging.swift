/// The league slice: the pyramid's tables, fixtures and scorers.
public protocol LeagueDataManaging: Sendable {
    /// Every division's table, fixtures and top scorers in the current season.
    func leagueOverview(careerId: String) async throws(DataError) -> LeagueOverview
    /// The leaderboards of a season or of the career; `.seasonNotFound` for a year the career has not played.
    func leaderboards(careerId: String, scope: LeaderboardScope) async throws(DataError) -> Leaderboards
}
