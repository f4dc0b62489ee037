import DataManaging

/// The cup slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockCupDataManager: CupDataManaging {
    public var cupResult: Result<CupSeason, DataError>?
    public private(set) var cupRequests: [(careerId: String, year: Int?)] = []

    public init() {}

    public func cup(careerId: String, year: Int?) async throws(DataError) -> CupSeason {
        cupRequests.append((careerId, year))
        return try answer(cupResult, for: "cup")
    }
}
