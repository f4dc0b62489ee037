import DataManaging

/// The careers slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockCareerDataManager: CareerDataManaging {
    public var listCareersResult: Result<[CareerSlot], DataError>?
    public var worldPreviewResult: Result<WorldPreview, DataError>?
    public var createNewCareerResult: Result<CreateNewCareerResult, DataError>?
    public var careerSummaryResult: Result<CareerSummary, DataError>?

    public private(set) var listCareersCallCount = 0
    public private(set) var worldPreviewSeeds: [UInt64] = []
    public private(set) var createNewCareerRequests: [CreateNewCareerRequest] = []
    public private(set) var careerSummaryCareerIds: [String] = []

    public init() {}

    public func listCareers() async throws(DataError) -> [CareerSlot] {
        listCareersCallCount += 1
        return try answer(listCareersResult, for: "listCareers")
    }

    public func worldPreview(seed: UInt64) async throws(DataError) -> WorldPreview {
        worldPreviewSeeds.append(seed)
        return try answer(worldPreviewResult, for: "worldPreview")
    }

    public func createNewCareer(_ request: CreateNewCareerRequest) async throws(DataError) -> CreateNewCareerResult {
        createNewCareerRequests.append(request)
        return try answer(createNewCareerResult, for: "createNewCareer")
    }

    public func careerSummary(careerId: String) async throws(DataError) -> CareerSummary {
        careerSummaryCareerIds.append(careerId)
        return try answer(careerSummaryResult, for: "careerSummary")
    }
}
