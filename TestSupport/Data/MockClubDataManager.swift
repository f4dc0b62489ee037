import DataManaging

/// The club slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockClubDataManager: ClubDataManaging {
    public var teamDetailsResult: Result<TeamDetails, DataError>?
    public private(set) var teamDetailsRequests: [(careerId: String, teamId: String)] = []

    public init() {}

    public func teamDetails(careerId: String, teamId: String) async throws(DataError) -> TeamDetails {
        teamDetailsRequests.append((careerId, teamId))
        return try answer(teamDetailsResult, for: "teamDetails")
    }
}
