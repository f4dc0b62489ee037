import DataManaging
import GameModels

/// A data manager whose every answer the test sets directly, with call counts and last arguments.
@MainActor
public final class MockDataManager: DataManagerProtocol {
    public var listCareersResult: Result<[CareerSlot], DataError> = .success([])
    public var worldPreviewResult: Result<WorldPreview, DataError> = .success(Fixtures.worldPreview)
    public var createNewCareerResult: Result<CreateNewCareerResult, DataError> = .success(Fixtures.createdCareer)
    public var careerSummaryResult: Result<CareerSummary, DataError> = .success(Fixtures.careerSummary)
    public var teamDetailsResult: Result<TeamDetails, DataError> = .success(Fixtures.teamDetails)
    public var leagueOverviewResult: Result<LeagueOverview, DataError> = .success(SeasonFixtures.leagueOverview)
    public var nextMatchDayResult: Result<MatchDayPreview, DataError> = .success(SeasonFixtures.matchDayPreview)
    public var playMatchDayResult: Result<PlayedMatchDay, DataError> = .success(SeasonFixtures.playedMatchDay)
    public var advanceResult: Result<AdvanceResult, DataError> = .success(SeasonFixtures.advanceResult)
    public var playerDetailsResult: Result<PlayerDetails, DataError> = .success(SeasonFixtures.playerDetails)

    public private(set) var listCareersCallCount = 0
    public private(set) var worldPreviewSeeds: [UInt64] = []
    public private(set) var createNewCareerRequests: [CreateNewCareerRequest] = []
    public private(set) var careerSummaryCareerIds: [String] = []
    public private(set) var teamDetailsRequests: [(careerId: String, teamId: String)] = []
    public private(set) var leagueOverviewCareerIds: [String] = []
    public private(set) var nextMatchDayCareerIds: [String] = []
    public private(set) var playMatchDayRequests: [(careerId: String, matchDay: Int, lineUp: LineUp?)] = []
    public private(set) var advanceRequests: [(careerId: String, request: AdvanceRequest)] = []
    public private(set) var playerDetailsRequests: [(careerId: String, playerId: String)] = []

    public init() {}

    public func listCareers() async throws(DataError) -> [CareerSlot] {
        listCareersCallCount += 1
        return try listCareersResult.get()
    }

    public func worldPreview(seed: UInt64) async throws(DataError) -> WorldPreview {
        worldPreviewSeeds.append(seed)
        return try worldPreviewResult.get()
    }

    public func createNewCareer(_ request: CreateNewCareerRequest) async throws(DataError) -> CreateNewCareerResult {
        createNewCareerRequests.append(request)
        return try createNewCareerResult.get()
    }

    public func careerSummary(careerId: String) async throws(DataError) -> CareerSummary {
        careerSummaryCareerIds.append(careerId)
        return try careerSummaryResult.get()
    }

    public func teamDetails(careerId: String, teamId: String) async throws(DataError) -> TeamDetails {
        teamDetailsRequests.append((careerId, teamId))
        return try teamDetailsResult.get()
    }

    public func leagueOverview(careerId: String) async throws(DataError) -> LeagueOverview {
        leagueOverviewCareerIds.append(careerId)
        return try leagueOverviewResult.get()
    }

    public func nextMatchDay(careerId: String) async throws(DataError) -> MatchDayPreview {
        nextMatchDayCareerIds.append(careerId)
        return try nextMatchDayResult.get()
    }

    public func playMatchDay(careerId: String, matchDay: Int, lineUp: LineUp?) async throws(DataError) -> PlayedMatchDay {
        playMatchDayRequests.append((careerId, matchDay, lineUp))
        return try playMatchDayResult.get()
    }

    public func advance(careerId: String, _ request: AdvanceRequest) async throws(DataError) -> AdvanceResult {
        advanceRequests.append((careerId, request))
        return try advanceResult.get()
    }

    public func playerDetails(careerId: String, playerId: String) async throws(DataError) -> PlayerDetails {
        playerDetailsRequests.append((careerId, playerId))
        return try playerDetailsResult.get()
    }
}
