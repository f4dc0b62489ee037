import FinancesFeature

/// Counts the Finances interactor's calls to its coordinator.
@MainActor
public final class MockFinancesInteractorDelegate: FinancesInteractorDelegate {
    public private(set) var closeCallCount = 0

    public init() {}

    public func financesInteractorDidRequestClose() { closeCallCount += 1 }
}
