import DataManaging

/// The league slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockLeagueDataManager: LeagueDataManaging {
    public var leagueOverviewResult: Result<LeagueOverview, DataError>?
    public private(set) var leagueOverviewCareerIds: [String] = []

    public init() {}

    public func leagueOverview(careerId: String) async throws(DataError) -> LeagueOverview {
        leagueOverviewCareerIds.append(careerId)
        return try answer(leagueOverviewResult, for: "leagueOverview")
    }
}
