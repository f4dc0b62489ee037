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

    public private(set) var listCareersCallCount = 0
    public private(set) var worldPreviewSeeds: [UInt64] = []
    public private(set) var createNewCareerRequests: [CreateNewCareerRequest] = []
    public private(set) var careerSummaryCareerIds: [String] = []
    public private(set) var teamDetailsRequests: [(careerId: String, teamId: String)] = []

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
}
