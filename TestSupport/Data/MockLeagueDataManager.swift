import DataManaging

/// The league slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockLeagueDataManager: LeagueDataManaging {
    public var leagueOverviewResult: Result<LeagueOverview, DataError>?
    public private(set) var leagueOverviewCareerIds: [String] = []
    public var leaderboardsResult: Result<Leaderboards, DataError>?
    public private(set) var leaderboardsRequests: [(careerId: String, scope: LeaderboardScope)] = []

    public init() {}

    public func leagueOverview(careerId: String) async throws(DataError) -> LeagueOverview {
        leagueOverviewCareerIds.append(careerId)
        return try answer(leagueOverviewResult, for: "leagueOverview")
    }

    public func leaderboards(careerId: String, scope: LeaderboardScope) async throws(DataError) -> Leaderboards {
        leaderboardsRequests.append((careerId, scope))
        return try answer(leaderboardsResult, for: "leaderboards")
    }
}
