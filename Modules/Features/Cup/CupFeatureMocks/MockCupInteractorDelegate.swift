import CupFeature

/// Counts the Cup interactor's calls to its coordinator.
@MainActor
public final class MockCupInteractorDelegate: CupInteractorDelegate {
    public private(set) var closeCallCount = 0

    public init() {}

    public func cupInteractorDidRequestClose() { closeCallCount += 1 }
}
