import DataManaging

/// The board slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockBoardDataManager: BoardDataManaging {
    public var statusResult: Result<BoardStatus, DataError>?
    public var acceptResult: Result<BoardStatus, DataError>?
    public var applyResult: Result<JobApplication, DataError>?

    public private(set) var statusCareerIds: [String] = []
    public private(set) var accepted: [(careerId: String, offerId: Int)] = []
    public private(set) var applied: [(careerId: String, teamId: String)] = []

    public init() {}

    public func boardStatus(careerId: String) async throws(DataError) -> BoardStatus {
        statusCareerIds.append(careerId)
        return try answer(statusResult, for: "boardStatus")
    }

    public func acceptJobOffer(careerId: String, offerId: Int) async throws(DataError) -> BoardStatus {
        accepted.append((careerId, offerId))
        return try answer(acceptResult, for: "acceptJobOffer")
    }

    public func applyForJob(careerId: String, teamId: String) async throws(DataError) -> JobApplication {
        applied.append((careerId, teamId))
        return try answer(applyResult, for: "applyForJob")
    }
}
