import DataManaging

/// The finance slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockFinanceDataManager: FinanceDataManaging {
    public var financesResult: Result<ClubFinances, DataError>?
    public private(set) var financesCareerIds: [String] = []

    public init() {}

    public func finances(careerId: String) async throws(DataError) -> ClubFinances {
        financesCareerIds.append(careerId)
        return try answer(financesResult, for: "finances")
    }
}
