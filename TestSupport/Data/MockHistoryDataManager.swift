import DataManaging

/// The history slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockHistoryDataManager: HistoryDataManaging {
    public var historyResult: Result<CareerHistory, DataError>?
    public var seasonTablesResult: Result<SeasonTables, DataError>?

    public private(set) var historyCareerIds: [String] = []
    public private(set) var seasonTablesRequests: [(careerId: String, year: Int)] = []

    public init() {}

    public func history(careerId: String) async throws(DataError) -> CareerHistory {
        historyCareerIds.append(careerId)
        return try answer(historyResult, for: "history")
    }

    public func seasonTables(careerId: String, year: Int) async throws(DataError) -> SeasonTables {
        seasonTablesRequests.append((careerId, year))
        return try answer(seasonTablesResult, for: "seasonTables")
    }
}
