/// What a coordinator test needs: the mock factory, navigation and one mock per data slice. Each
/// feature's Mocks module adds its `make…Coordinator(...)` and its factory slice.
@MainActor
public final class MockDependencyContainer {
    public let mockInteractorFactory = MockInteractorFactory()
    public let mockNavigationCoordinator = MockNavigationCoordinator()
    public let mockCareerDataManager = MockCareerDataManager()
    public let mockClubDataManager = MockClubDataManager()
    public let mockLeagueDataManager = MockLeagueDataManager()
    public let mockMatchDayDataManager = MockMatchDayDataManager()
    public let mockLiveMatchDataManager = MockLiveMatchDataManager()
    public let mockFinanceDataManager = MockFinanceDataManager()
    public let mockPlayerDataManager = MockPlayerDataManager()
    public let mockSeasonDataManager = MockSeasonDataManager()
    public let mockHistoryDataManager = MockHistoryDataManager()
    public let mockInboxDataManager = MockInboxDataManager()

    public init() {}
}
