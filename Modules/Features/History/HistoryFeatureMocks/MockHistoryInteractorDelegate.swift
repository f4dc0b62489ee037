import HistoryFeature

/// Counts the History interactor's calls to its coordinator.
@MainActor
public final class MockHistoryInteractorDelegate: HistoryInteractorDelegate {
    public private(set) var closeCallCount = 0

    public init() {}

    public func historyInteractorDidRequestClose() { closeCallCount += 1 }
}
