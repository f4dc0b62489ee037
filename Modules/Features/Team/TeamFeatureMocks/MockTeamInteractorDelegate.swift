import TeamFeature

/// Counts the Team interactor's calls to its coordinator.
@MainActor
public final class MockTeamInteractorDelegate: TeamInteractorDelegate {
    public private(set) var didRequestCloseCallCount = 0

    public init() {}

    public func teamInteractorDidRequestClose() { didRequestCloseCallCount += 1 }
}
