import PlayerFeature

/// Counts the Player interactor's calls to its coordinator.
@MainActor
public final class MockPlayerInteractorDelegate: PlayerInteractorDelegate {
    public private(set) var didRequestCloseCallCount = 0

    public init() {}

    public func playerInteractorDidRequestClose() { didRequestCloseCallCount += 1 }
}
