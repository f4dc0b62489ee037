/// What a coordinator test needs: the mock factory, navigation and data manager, and a
/// `make…Coordinator(...)` per feature (one extension file per feature).
@MainActor
public final class MockDependencyContainer {
    public let mockInteractorFactory = MockInteractorFactory()
    public let mockNavigationCoordinator = MockNavigationCoordinator()
    public let mockDataManager = MockDataManager()

    public init() {}
}
